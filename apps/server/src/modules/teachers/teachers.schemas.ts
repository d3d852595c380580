import { teacherInputSchema } from "@nova/domain";
import { z } from "zod";

/** Body of PUT /api/teachers/{id}: as POST, but a missing isStudioOwner keeps its value. */
export const teacherUpdateSchema = teacherInputSchema.extend({
  isStudioOwner: teacherInputSchema.shape.isStudioOwner.unwrap().optional(),
});

/** Response shape of a teacher (SPEC.md §3). */
export const teacherResponseSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  avatar: z.string().nullable(),
  isStudioOwner: z.boolean(),
  isOwner: z.boolean(),
  monthlyCompensation: z.number().int().describe("Compensación del mes en curso, en pesos"),
  compensationRate: z.number().describe("1 para la dueña, 0.5 para una instructora"),
  sharePercentage: z.number().int().describe("100 o 50"),
  revenueHistory: z
    .array(
      z.object({
        month: z.string(),
        revenue: z.number().int(),
        compensation: z.number().int(),
      }),
    )
    .describe("Últimos meses, el más antiguo primero"),
  students: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      classId: z.number().int(),
      className: z.string(),
    }),
  ),
  classIds: z.array(z.number().int()),
  assignedClasses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      schedule: z.string(),
      students: z.number().int(),
      monthlyFee: z.number().int(),
    }),
  ),
  totalStudents: z.number().int(),
});

export const assignmentResponseSchema = z.object({
  teacherId: z.number().int(),
  classId: z.number().int(),
  assignedAt: z.string().optional(),
});
