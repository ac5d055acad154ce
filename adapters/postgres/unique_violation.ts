/** Whether an error is PostgreSQL's unique_violation (SQLSTATE 23505), on the server and on PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "23505";
}
