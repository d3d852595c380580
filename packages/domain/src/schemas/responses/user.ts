import { z } from "../../zod";
import { sessionUserResponseSchema } from "./auth";

/** A console account as the users-and-security tab lists it. */
export const userResponseSchema = sessionUserResponseSchema.extend({
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type UserResponse = z.output<typeof userResponseSchema>;

/** A new account, or a reset one: the generated password is sent this once and never stored. */
export const userWithPasswordResponseSchema = z.object({
  user: userResponseSchema,
  password: z.string(),
});
export type UserWithPasswordResponse = z.output<typeof userWithPasswordResponseSchema>;
