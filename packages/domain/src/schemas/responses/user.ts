import { z } from "../../zod";

/** A console account as the users-and-security tab lists it. */
export const userResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(["admin", "staff", "teacher"]),
  /** The teacher record of a teacher account; null for admin and staff. */
  teacherId: z.number().int().nullish(),
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
