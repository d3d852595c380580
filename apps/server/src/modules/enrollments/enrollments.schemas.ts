import { STUDENT_STATUSES } from "@nova/domain";
import { z } from "zod";

/** Response shape of an enrollment (SPEC.md §3). */
export const enrollmentResponseSchema = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  enrollmentDate: z.string(),
  endedOn: z.string().nullable().describe("Día en que terminó; null mientras está activa"),
  notes: z.string().nullable(),
  isActive: z.boolean(),
});

/** A student enrolled in a class, with the enrollment. */
export const classStudentResponseSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  enrollmentId: z.number().int(),
  enrollmentDate: z.string(),
  notes: z.string().nullable(),
});
