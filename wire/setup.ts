/** First-run setup wire shapes: the one-time link's form and the new admin's session. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { AUTH_MESSAGES } from "../domain/auth/auth_messages.ts";

/** POST /api/setup/{token}: the first admin's sign-in. */
export const setupBody = z.object({
  email: inputKind(z.string({ error: AUTH_MESSAGES.emailRequired }), "email"),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }),
}, { error: "Send the form fields as a JSON object." }).meta({
  id: "SetupBody",
});
/** The setup form as sent. */
export type SetupBody = z.infer<typeof setupBody>;

/** The first admin, created and signed in. */
export const setupSession = z.object({
  token: z.string(),
  role: z.literal("admin"),
  approved: z.literal(true),
  message: z.string(),
}).meta({ id: "SetupSession" });
/** A successful setup answer. */
export type SetupSession = z.infer<typeof setupSession>;
