/** Admin account wire shapes: the admins list, invite, remove. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { instant, objectBody } from "./common.ts";

/** An admin as listed. */
export const adminAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  isVerified: z.boolean().meta({
    description: "False until an invited admin has set a password",
  }),
  createdAt: instant,
}).meta({ id: "AdminAccount" });
/** An admin on the wire. */
export type AdminAccountJson = z.infer<typeof adminAccount>;

/** POST /api/admin/admins as sent. */
export const inviteAdminBody = z.object({
  email: inputKind(z.string(), "email"),
}).meta({
  id: "InviteAdminBody",
});

/** Only "is it an object": the domain checks the email. */
export const inviteAdminCheck = objectBody("Send { email } as a JSON object.");

/** POST /api/admin/admins answer (201). */
export const adminInvited = z.object({
  message: z.string(),
  id: z.number().int(),
  invited: z.boolean().meta({
    description: "True when an invitation was emailed; false when promoted",
  }),
}).meta({ id: "AdminInvited" });
/** The invite answer. */
export type AdminInvitedJson = z.infer<typeof adminInvited>;
