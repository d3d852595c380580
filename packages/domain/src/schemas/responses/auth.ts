import { ACCOUNT_ROLES } from "../../enums/people";
import { z } from "../../zod";
import { int } from "../int";

/** The signed-in staff member, as login and /api/auth/me send it. */
export const sessionUserResponseSchema = z.object({
  id: int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  /** The teacher record of a teacher account; null for admin and staff. */
  teacherId: int().nullish(),
});
export type SessionUserResponse = z.output<typeof sessionUserResponseSchema>;

/** POST /api/auth/login: the token and who it belongs to. */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserResponseSchema,
});
export type LoginResponse = z.output<typeof loginResponseSchema>;
