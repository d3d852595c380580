import { CLASS_STATUSES, CLASS_TYPES } from "../../enums/class";
import { DAYS_OF_WEEK } from "../../enums/days";
import { z } from "../../zod";

export const scheduleResponseSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startHour: z.number().int(),
  startMinute: z.number().int(),
});
export type ScheduleResponse = z.output<typeof scheduleResponseSchema>;

/** Response shape of a class (docs/product/data.md#class). */
export const classResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CLASS_TYPES).nullable(),
  status: z.enum(CLASS_STATUSES),
  price: z.number().int(),
  durationHours: z.number(),
  maxStudents: z.number().int(),
  level: z.string().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  showPrice: z.boolean(),
  schedules: z.array(scheduleResponseSchema),
  teacherIds: z.array(z.number().int()),
  teacher: z.object({ name: z.string() }).nullable().describe("Primera profesora asignada"),
  teachers: z.array(
    z.object({
      id: z.number().int(),
      fullName: z.string(),
      isStudioOwner: z.boolean(),
      assignedFrom: z.string().describe("Primer día de su asignación actual (AAAA-MM-DD)"),
    }),
  ),
  studentIds: z.array(z.number().int()),
  enrolledStudents: z.number().int().describe("Cantidad de estudiantes inscritos"),
  monthlyRevenue: z.number().int().describe("Pagos del mes en curso, en pesos"),
});
export type ClassResponse = z.output<typeof classResponseSchema>;
