import { z } from "zod";
import { studentResponseSchema } from "./student";

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
    enrollmentId: z.number().int(),
    enrollmentDate: z.string(),
    notes: z.string().nullable(),
  });
export type ClassStudentResponse = z.output<typeof classStudentResponseSchema>;
