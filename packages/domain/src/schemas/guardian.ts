import { GUARDIAN_RELATIONSHIPS } from "../enums/people";
import { normalizeChileanPhone } from "../people/phone";
import { normalizeRut } from "../rut/rut";
import { z } from "../zod";
import { idField, optionalEmail, optionalText, requiredText, updateSchemaOf } from "./fields";
import { paginationQuerySchema, searchField } from "./query";

/** A guardian's RUT: optional, but a given one must have a valid check digit; stored "12345678-5". */
export function guardianRutField() {
  return optionalText(20).transform((value, ctx) => {
    if (value === null) return null;
    const rut = normalizeRut(value);
    if (rut === null) {
      ctx.addIssue({ code: "custom", message: "El RUT no es válido (ejemplo: 12.345.678-5)" });
      return z.NEVER;
    }
    return rut;
  });
}

/** A Chilean phone, required: the paying guardian is the one the studio calls and writes to. */
export function guardianPhoneField() {
  return requiredText("El teléfono es requerido", 30).transform((value, ctx) => {
    const phone = normalizeChileanPhone(value);
    if (phone === null) {
      ctx.addIssue({
        code: "custom",
        message: "El teléfono no es válido: use un número chileno (+56 9 1234 5678)",
      });
      return z.NEVER;
    }
    return phone;
  });
}

/** Body of POST /api/guardians (and of a new guardian written on the student form). */
export const guardianInputSchema = z.object({
  fullName: requiredText("El nombre del apoderado es requerido", 150),
  rut: guardianRutField(),
  phone: guardianPhoneField(),
  email: optionalEmail(),
  address: optionalText(200),
});
export type GuardianInput = z.input<typeof guardianInputSchema>;
export type GuardianData = z.output<typeof guardianInputSchema>;

/** Body of PUT /api/guardians/{id}: a key left out keeps its value. */
export const guardianUpdateSchema = updateSchemaOf(guardianInputSchema);
export type GuardianUpdateData = z.output<typeof guardianUpdateSchema>;

const relationshipField = z.enum(GUARDIAN_RELATIONSHIPS, {
  error: "Parentesco inválido (madre, padre, tutor u otro)",
});

const payerField = z.boolean({ error: "isPayer debe ser verdadero o falso" }).default(false);

/** A link to an existing guardian, or the new guardian to create, as a student's guardian. */
export type StudentGuardianInput = {
  relationship: (typeof GUARDIAN_RELATIONSHIPS)[number];
  isPayer: boolean;
} & ({ guardianId: number } | { guardianId?: undefined; guardian: GuardianData });

/**
 * A new guardian's fields as they stand flat on the student form: whatever was sent, checked by
 * guardianInputSchema in the transform below, so they are its fields, read from it (the cast
 * restores the key types Object.fromEntries loses).
 */
const newGuardianFields = Object.fromEntries(
  Object.keys(guardianInputSchema.shape).map((key) => [key, z.unknown().optional()]),
) as { [Key in keyof typeof guardianInputSchema.shape]: z.ZodOptional<z.ZodUnknown> };

/**
 * One guardian of a student as the student form sends it: an existing guardian by `guardianId`,
 * or (without it) the fields of a new one, flat beside her relationship to the student and
 * whether she pays. The new guardian's fields are checked one by one, so a wrong phone is
 * reported on its own field (guardians.0.phone), not as "matches no variant". The parsed form,
 * with the new guardian nested under `guardian`, is accepted too: the web app sends what it
 * parsed.
 */
export const studentGuardianInputSchema = z
  .object({
    guardianId: idField().optional(),
    ...newGuardianFields,
    guardian: z.unknown().optional(),
    relationship: relationshipField,
    isPayer: payerField,
  })
  .transform((value, ctx): StudentGuardianInput => {
    const { guardianId, relationship, isPayer, guardian, ...fields } = value;
    if (guardianId !== undefined) return { guardianId, relationship, isPayer };
    const parsed = guardianInputSchema.safeParse(guardian ?? fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }
      return z.NEVER;
    }
    return { guardian: parsed.data, relationship, isPayer };
  });

/** The guardians of a student: at most ten, and at most one of them pays. */
export const studentGuardiansField = z
  .array(studentGuardianInputSchema, { error: "Los apoderados deben ser una lista" })
  .max(10, { error: "Máximo 10 apoderados por estudiante" })
  .refine((list) => list.filter((g) => g.isPayer).length <= 1, {
    error: "Solo un apoderado puede ser el responsable de pago",
  });

/** `GET /api/guardians` query: search by name, RUT, phone or e-mail (accents ignored), paging. */
export const guardiansQuerySchema = paginationQuerySchema.extend({ search: searchField });
export type GuardiansQuery = z.output<typeof guardiansQuerySchema>;
