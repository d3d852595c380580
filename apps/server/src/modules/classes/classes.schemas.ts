import { CLASS_STATUSES, CLASS_TYPES, classInputSchema, DAYS_OF_WEEK } from "@nova/domain";
import { z } from "zod";

const { shape } = classInputSchema;

/**
 * Body of PUT /api/classes/{id}: as POST, but type, status, duration and capacity left out
 * keep their stored values instead of taking the creation defaults.
 */
export const classUpdateSchema = classInputSchema.extend({
  type: shape.type.optional(),
  status: shape.status.unwrap().optional(),
  durationHours: shape.durationHours.unwrap().optional(),
  maxStudents: shape.maxStudents.unwrap().optional(),
});

export const scheduleResponseSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startHour: z.number().int(),
  startMinute: z.number().int(),
});

/** Response shape of a class (SPEC.md §3). */
export const classResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CLASS_TYPES).nullable(),
  status: z.enum(CLASS_STATUSES),
  price: z.number().int(),
  durationHours: z.number(),
  maxStudents: z.number().int(),
  schedules: z.array(scheduleResponseSchema),
  teacherIds: z.array(z.number().int()),
  teacher: z.object({ name: z.string() }).nullable().describe("Primera profesora asignada"),
  teachers: z.array(
    z.object({ id: z.number().int(), fullName: z.string(), isStudioOwner: z.boolean() }),
  ),
  studentIds: z.array(z.number().int()),
  enrolledStudents: z.number().int().describe("Cantidad de estudiantes inscritos"),
  monthlyRevenue: z.number().int().describe("Pagos del mes en curso, en pesos"),
});
