import { USERNAME_MIN_LENGTH } from "../enums/constants";
import { z } from "../zod";

/** A password as typed: required (`message` when empty), at most 200 long, never trimmed. */
export function passwordField(message: string) {
  return z
    .string({ error: message })
    .min(1, { error: message })
    .max(200, { error: "Máximo 200 caracteres" });
}

/** Body of POST /api/auth/login. The password is not trimmed: spaces may be part of it. */
export const loginSchema = z.object({
  username: z
    .string({ error: "El nombre de usuario es requerido" })
    .trim()
    .min(1, { error: "El nombre de usuario es requerido", abort: true })
    .min(USERNAME_MIN_LENGTH, {
      error: "El nombre de usuario debe tener al menos 3 caracteres",
    })
    .max(100, { error: "Máximo 100 caracteres" }),
  password: passwordField("La contraseña es requerida"),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
