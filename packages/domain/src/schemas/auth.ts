import { USERNAME_MIN_LENGTH } from "../enums/constants";
import { z } from "../zod";

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
  password: z
    .string({ error: "La contraseña es requerida" })
    .min(1, { error: "La contraseña es requerida" })
    .max(200, { error: "Máximo 200 caracteres" }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;
