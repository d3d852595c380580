import { CLASS_STATUSES, CLASS_TYPES } from "../../enums/class";
import { DAYS_OF_WEEK } from "../../enums/days";
import { z } from "../../zod";
import { int } from "../int";

export const scheduleResponseSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK),
  startHour: int(),
  startMinute: int(),
});
export type ScheduleResponse = z.output<typeof scheduleResponseSchema>;

/** Response shape of a class (docs/product/data.md#class). */
export const classResponseSchema = z.object({
  id: int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(CLASS_TYPES).nullable(),
  status: z.enum(CLASS_STATUSES),
  price: int(),
  durationHours: z.number(),
  maxStudents: int(),
  level: z.string().nullable(),
  minAge: int().nullable(),
  maxAge: int().nullable(),
  showPrice: z.boolean(),
  schedules: z.array(scheduleResponseSchema),
  teacherIds: z.array(int()),
  teacher: z.object({ name: z.string() }).nullable().describe("Primera profesora asignada"),
  teachers: z.array(
    z.object({
      id: int(),
      fullName: z.string(),
      isStudioOwner: z.boolean(),
      assignedFrom: z.string().describe("Primer día de su asignación actual (AAAA-MM-DD)"),
    }),
  ),
  studentIds: z.array(int()),
  enrolledStudents: int().describe("Cantidad de estudiantes inscritos"),
  monthlyRevenue: int().describe("Pagos del mes en curso, en pesos"),
});
export type ClassResponse = z.output<typeof classResponseSchema>;
