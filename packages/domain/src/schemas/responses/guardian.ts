import { GUARDIAN_RELATIONSHIPS, STUDENT_STATUSES } from "../../enums/people";
import { z } from "../../zod";
import { int } from "../int";

/** A guardian as a student's answers carry her. */
export const studentGuardianResponseSchema = z.object({
  id: int(),
  fullName: z.string(),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS),
  isPayer: z.boolean().describe("Responsable de pago del estudiante"),
});
export type StudentGuardianResponse = z.output<typeof studentGuardianResponseSchema>;

/** Response shape of a guardian (apoderado/a). */
export const guardianResponseSchema = z.object({
  id: int(),
  fullName: z.string(),
  rut: z.string().nullable().describe("Forma normal 12345678-5; la consola la muestra con puntos"),
  phone: z.string().describe("+56 9 1234 5678"),
  email: z.string().nullable(),
  address: z.string().nullable(),
  studentCount: int().describe("Estudiantes vigentes a su cargo"),
});
export type GuardianResponse = z.output<typeof guardianResponseSchema>;

/** One guardian with her students (the family page): each child with classes and state. */
export const guardianDetailResponseSchema = guardianResponseSchema.extend({
  students: z.array(
    z.object({
      id: int(),
      fullName: z.string(),
      birthDate: z.string().nullable(),
      status: z.enum(STUDENT_STATUSES),
      relationship: z.enum(GUARDIAN_RELATIONSHIPS),
      isPayer: z.boolean(),
      classes: z
        .array(z.object({ id: int(), name: z.string() }))
        .describe("Clases en que está inscrito ahora"),
    }),
  ),
});
export type GuardianDetailResponse = z.output<typeof guardianDetailResponseSchema>;
