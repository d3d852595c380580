import { STUDENT_STATUSES } from "../../enums/people";
import { z } from "../../zod";
import { int } from "../int";
import { studentGuardianResponseSchema } from "./guardian";

/** Response shape of a student (docs/product/data.md#student), for validation and the OpenAPI page. */
export const studentResponseSchema = z.object({
  id: int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dni: z.string().nullable(),
  birthDate: z.string().nullable(),
  address: z.string().nullable(),
  emergencyContactName: z.string().nullable(),
  emergencyContactPhone: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  classIds: z.array(int()).describe("Clases en que está inscrito ahora"),
  enrollmentDate: z.string().nullable().describe("Fecha de su primera inscripción"),
  guardians: z
    .array(studentGuardianResponseSchema)
    .describe("Apoderados; sin responsable de pago, el estudiante paga por sí mismo"),
});
export type StudentResponse = z.output<typeof studentResponseSchema>;
