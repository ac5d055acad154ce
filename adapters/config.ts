/** AppConfig: every setting the app runs with, parsed from the environment by main.ts only. */

export type AppEnv = "development" | "production";

export interface AppConfig {
  port: number;
  appEnv: AppEnv;
  /** Public base URL, no trailing slash, e.g. "http://localhost:8000"; used in emails and tracked links. */
  publicUrl: string;
  /** postgres://… to use a PostgreSQL server; null for the embedded PGlite. */
  databaseUrl: string | null;
  /** PGlite data folder; ":memory:" for a throwaway database. */
  dataDir: string;
  jwtSecret: string | null;
  adminEmail: string | null;
  adminPassword: string | null;
  altchaHmacKey: string | null;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  mailersendApiKey: string | null;
  mailFrom: string | null;
  conversionsSecret: string | null;
  /** Exact origins (scheme://host[:port]) other sites may call the API from; empty or absent: CORS closed. */
  corsOrigins?: string[];
  /** Folder with the built SPA (web/dist). */
  webDistDir: string;
}
