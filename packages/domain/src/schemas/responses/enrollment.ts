import { FIRST_MONTH_POLICIES } from "../../enums/payment";
import { z } from "../../zod";
import { idField, optionalDateField } from "../fields";
import { int } from "../int";
import { studentResponseSchema } from "./student";

/** Response shape of an enrollment (docs/product/data.md#enrollment). */
export const enrollmentResponseSchema = z.object({
  id: int(),
  studentId: int(),
  classId: int(),
  className: z.string(),
  enrollmentDate: z.string(),
  endedOn: z.string().nullable().describe("Día en que terminó; null mientras está activa"),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});
export type EnrollmentResponse = z.output<typeof enrollmentResponseSchema>;

/** A student enrolled in a class, with the enrollment. */
export const classStudentResponseSchema = studentResponseSchema
  .pick({
    id: true,
    firstName: true,
    lastName: true,
    fullName: true,
    email: true,
    phone: true,
    birthDate: true,
    status: true,
  })
  .extend({
    enrollmentId: int(),
    enrollmentDate: z.string(),
    notes: z.string().nullable(),
  });
export type ClassStudentResponse = z.output<typeof classStudentResponseSchema>;

/**
 * Query of GET /api/enrollments/preview (issue 36): what enrolling a student (or a new one) in a
 * class from a day would charge, before confirming.
 */
export const enrollmentPreviewQuerySchema = z.object({
  classId: idField("Clase inválida").describe("La clase"),
  startDate: optionalDateField()
    .transform((v) => v ?? undefined)
    .describe("Día de inicio (por defecto hoy)"),
  studentId: idField("Estudiante inválido")
    .optional()
    .describe("El estudiante; sin él, un estudiante nuevo (una solicitud de prueba)"),
});
export type EnrollmentPreviewQuery = z.output<typeof enrollmentPreviewQuerySchema>;

/** What an enrollment would charge: its first month by the studio's policy and the matrícula. */
export const enrollmentPreviewResponseSchema = z.object({
  classId: int(),
  className: z.string(),
  startDate: z.string(),
  /** The month of the start date (AAAA-MM). */
  month: z.string(),
  /** Whether that month is her first in the class (else a whole month, as any other). */
  firstMonth: z.boolean(),
  policy: z.enum(FIRST_MONTH_POLICIES),
  price: int(),
  /** What the month charges, after the first-month policy, rounding and discounts. */
  charge: int(),
  discounts: z.array(
    z.object({ label: z.string(), amount: int(), percent: z.number().nullable() }),
  ),
  dueDate: z.string().nullable(),
  /** The matrícula this enrollment charges, or null when none is due. */
  enrollmentFee: z.object({ amount: int(), season: int() }).nullable(),
  /** charge + matrícula. */
  total: int(),
  /** Spanish, one line: "Primer mes proporcional (7 de 9 clases)…" for the dialog. */
  summary: z.string(),
});
export type EnrollmentPreviewResponse = z.output<typeof enrollmentPreviewResponseSchema>;
