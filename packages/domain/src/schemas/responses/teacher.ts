import { z } from "../../zod";
import { int } from "../int";

/** A class assigned to a teacher, as her detail lists it. */
export const assignedClassResponseSchema = z.object({
  id: int(),
  name: z.string(),
  /** Ready-made schedule text ("Lunes 18:00 - 19:30, Miércoles 18:00 - 19:30"). */
  schedule: z.string(),
  students: int(),
  monthlyFee: int(),
  maxStudents: int(),
  revenue: int().describe("Ingresos de la clase en el mes en curso, en pesos"),
  assignedFrom: z.string().describe("Primer día de su asignación actual (AAAA-MM-DD)"),
  teacherCount: int().describe(
    "Profesoras que comparten los ingresos de la clase este mes (ella incluida)",
  ),
  sharedWith: z
    .array(z.object({ id: int(), fullName: z.string() }))
    .describe("Las otras profesoras que comparten la clase este mes"),
});
export type AssignedClassResponse = z.output<typeof assignedClassResponseSchema>;

/** A student of one of her classes. */
export const teacherStudentResponseSchema = z.object({
  id: int(),
  fullName: z.string(),
  classId: int(),
  className: z.string(),
});
export type TeacherStudentResponse = z.output<typeof teacherStudentResponseSchema>;

/**
 * A teacher's pay: her rate, her share, her pay of the month and her history of revenue share
 * and pay. Only an admin's answers carry them; the server leaves them out for every other role
 * (apps/server/src/plugins/field-access.ts), so a screen must do without them.
 */
export const TEACHER_PAY_FIELDS = [
  "monthlyCompensation",
  "compensationRate",
  "sharePercentage",
  "revenueHistory",
  "compensationPercent",
  "compensationFrom",
  "compensationHistory",
  // Her RUT is asked to pay her honorarios and declare them (issue 39): the owner's business.
  "rut",
] as const;

const ADMIN_ONLY = "Solo para administradoras: ausente en las respuestas a recepción (staff).";

/** Response shape of a teacher (docs/product/data.md#teacher). */
export const teacherResponseSchema = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  rut: z
    .string()
    .nullable()
    .optional()
    .describe(`Su RUT ("12345678-5"), para su boleta de honorarios y la DJ 1879. ${ADMIN_ONLY}`),
  avatar: z.string().nullable(),
  isStudioOwner: z.boolean(),
  isOwner: z.boolean(),
  monthlyCompensation: int()
    .optional()
    .describe(`Compensación del mes en curso, en pesos. ${ADMIN_ONLY}`),
  compensationRate: z
    .number()
    .optional()
    .describe(`Su tasa del mes en curso como fracción (0.5 = 50 %). ${ADMIN_ONLY}`),
  sharePercentage: int().optional().describe(`La misma tasa en porcentaje entero. ${ADMIN_ONLY}`),
  compensationPercent: int()
    .optional()
    .describe(
      `Su tasa del mes en curso, porcentaje entero 0–100 de su parte de los ingresos de cada clase. ${ADMIN_ONLY}`,
    ),
  compensationFrom: z
    .string()
    .nullable()
    .optional()
    .describe(`Desde cuándo rige esa tasa (AAAA-MM-DD; null: la de su rol). ${ADMIN_ONLY}`),
  compensationHistory: z
    .array(z.object({ from: z.string(), percent: int() }))
    .optional()
    .describe(`Todas sus tasas con su fecha de vigencia, en el orden registrado. ${ADMIN_ONLY}`),
  revenueHistory: z
    .array(
      z.object({
        month: z.string(),
        revenue: int(),
        compensation: int(),
      }),
    )
    .optional()
    .describe(`Últimos meses, el más antiguo primero. ${ADMIN_ONLY}`),
  students: z.array(teacherStudentResponseSchema),
  classIds: z.array(int()),
  assignedClasses: z.array(assignedClassResponseSchema),
  totalStudents: int(),
});
export type TeacherResponse = z.output<typeof teacherResponseSchema>;

/** A teacher in the list: `students` is left out when the list asks only to count them. */
export const teacherListItemResponseSchema = teacherResponseSchema.extend({
  students: teacherResponseSchema.shape.students
    .optional()
    .describe("Ausente con view=summary (la lista solo cuenta las estudiantes)"),
});
export type TeacherListItemResponse = z.output<typeof teacherListItemResponseSchema>;

/** An assignment period: from its first day until `endedOn` (excluded; null while it lasts). */
export const assignmentResponseSchema = z.object({
  teacherId: int(),
  classId: int(),
  assignedFrom: z.string(),
  endedOn: z.string().nullable(),
});
export type AssignmentResponse = z.output<typeof assignmentResponseSchema>;
