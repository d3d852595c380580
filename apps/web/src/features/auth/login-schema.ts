// TEMPORARY: a copy of @nova/domain's loginSchema until packages/domain/src/index.ts exports
// it. Replace every import of this file with `import { loginSchema } from "@nova/domain"`.
import { z } from "zod";

export const loginSchema = z.object({
  username: z
    .string({ error: "El nombre de usuario es requerido" })
    .trim()
    .min(1, { error: "El nombre de usuario es requerido", abort: true })
    .min(3, { error: "El nombre de usuario debe tener al menos 3 caracteres" })
    .max(100, { error: "Máximo 100 caracteres" }),
  password: z
    .string({ error: "La contraseña es requerida" })
    .min(1, { error: "La contraseña es requerida" })
    .max(200, { error: "Máximo 200 caracteres" }),
});
