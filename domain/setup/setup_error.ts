/** SetupError: the expected failures of the first-run setup link, as Result errors. */
export type SetupErrorCode =
  | "SETUP_LINK_INVALID"
  | "SETUP_DONE"
  | "VALIDATION_ERROR"
  | "EMAIL_TAKEN";

/** One expected setup failure. */
export interface SetupError {
  code: SetupErrorCode;
  message: string;
}
