import { normalizeRut } from "../rut/rut";
import { z } from "../zod";

// The texts of the settings sections (the studio, its bank account, its boletas, Flow): kept as
// strings, "" when unset, because their forms bind them to inputs directly. Each check is
// written once here, so every section refuses the same input with the same words.

/** A trimmed text of at most `max` characters; "" is allowed. */
export function settingText(max = 200) {
  return z
    .string({ error: "Debe ser un texto" })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` });
}

/** An e-mail address, or "". */
export function settingEmail() {
  return settingText(254).refine((v) => v === "" || z.email().safeParse(v).success, {
    error: "El email no es válido",
  });
}

/** A RUT, or ""; stored in its normal form ("76123456-0"), `message` when it is not valid. */
export function settingRut(message: string) {
  return settingText(12)
    .refine((v) => v === "" || normalizeRut(v) !== null, { error: message })
    .transform((v) => (v === "" ? v : (normalizeRut(v) ?? v)));
}

/** The http(s) address of a service's API (a payment gateway, a boleta issuer). */
export function settingWebAddress() {
  return settingText(300).regex(/^https?:\/\/[^\s]+$/, {
    error: "La dirección debe empezar con https://",
  });
}
