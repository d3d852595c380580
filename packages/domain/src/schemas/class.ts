import { isValidMonth } from "../calendar/month";
import { formatTime } from "../calendar/schedule";
import { CLASS_STATUSES, CLASS_TYPES } from "../enums/class";
import {
  DEFAULT_DURATION_HOURS,
  DEFAULT_MAX_STUDENTS,
  DURATION_OPTIONS,
  MAX_CLASS_CAPACITY,
  MAX_PAYMENT_AMOUNT,
  START_HOURS,
  START_MINUTES,
} from "../enums/constants";
import { DAY_LABELS, DAYS_OF_WEEK } from "../enums/days";
import { isOneOf } from "../shared/codes-of";
import { z } from "../zod";
import {
  fieldIssue,
  intField,
  intRange,
  optionalText,
  requiredText,
  updateSchemaOf,
} from "./fields";

/** One schedule row of the class form. */
export const scheduleInputSchema = z.object({
  dayOfWeek: z.enum(DAYS_OF_WEEK, { error: "Debe seleccionar un día" }),
  startHour: intField("Debe seleccionar una hora").refine((h) => isOneOf(START_HOURS, h), {
    error: "Debe seleccionar una hora",
  }),
  startMinute: intField("Debe seleccionar un minuto").refine((m) => isOneOf(START_MINUTES, m), {
    error: "Debe seleccionar un minuto",
  }),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleData = z.output<typeof scheduleInputSchema>;

const priceMessage = "El precio debe ser mayor a 0";

function ageField(label: string) {
  const message = `${label} debe ser un número entre 0 y 99`;
  return intRange(0, 99, message)
    .nullish()
    .transform((v) => v ?? null);
}

/** Body of POST/PUT /api/classes. */
export const classInputSchema = z.object({
  name: requiredText("El nombre de la clase es requerido", 100),
  description: optionalText(1000),
  type: z
    .enum(CLASS_TYPES, { error: "Tipo de clase inválido" })
    .nullish()
    .transform((t) => t ?? null),
  status: z.enum(CLASS_STATUSES, { error: "Estado de clase inválido" }).default("active"),
  price: z
    .number({ error: priceMessage })
    .int({ error: "El precio debe ser un número entero de pesos" })
    .positive({ error: priceMessage })
    .max(MAX_PAYMENT_AMOUNT, { error: "El precio no puede superar $10.000.000" }),
  durationHours: z
    .literal(DURATION_OPTIONS, { error: "La duración debe ser 1, 1,5, 2 o 2,5 horas" })
    .default(DEFAULT_DURATION_HOURS),
  maxStudents: z
    .number({ error: "El cupo debe ser un número" })
    .int({ error: "El cupo debe ser un número entero" })
    .min(1, { error: "El cupo debe ser al menos 1" })
    .max(MAX_CLASS_CAPACITY, { error: `El cupo no puede superar ${MAX_CLASS_CAPACITY}` })
    .default(DEFAULT_MAX_STUDENTS),
  /** Shown on the public page ("Principiante", "Intermedio"…); null: not said. */
  level: optionalText(40),
  /** Age range of the public page, in years; null: no limit on that side. */
  minAge: ageField("La edad mínima"),
  maxAge: ageField("La edad máxima"),
  /** Whether the public page shows the monthly price. */
  showPrice: z.boolean({ error: "Debe ser verdadero o falso" }).default(true),
  schedules: z
    .array(scheduleInputSchema, { error: "Debe agregar al menos un horario" })
    .min(1, { error: "Debe agregar al menos un horario" })
    .max(14, { error: "Máximo 14 horarios" })
    .superRefine((rows, ctx) => {
      // Two identical rows would count the class twice on that day (classes today, calendar).
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = `${row.dayOfWeek} ${row.startHour}:${row.startMinute}`;
        if (seen.has(key)) {
          fieldIssue(
            ctx,
            index,
            `El horario ${DAY_LABELS[row.dayOfWeek]} ${formatTime(row.startHour, row.startMinute)} está repetido`,
          );
        }
        seen.add(key);
      });
    }),
});
export type ClassInput = z.input<typeof classInputSchema>;

/** Body of PUT /api/classes/{id}: a key left out keeps its value, null clears an optional one. */
export const classUpdateSchema = updateSchemaOf(classInputSchema).extend({
  /**
   * With a new price (issue 36): the month it applies from (AAAA-MM), this month or a later
   * one; left out, the next month. Months before it keep the price they were charged.
   */
  priceFrom: z
    .string({ error: "El mes del nuevo precio debe tener el formato AAAA-MM" })
    .refine(isValidMonth, { error: "El mes del nuevo precio debe tener el formato AAAA-MM" })
    .optional(),
});
export type ClassUpdateData = z.output<typeof classUpdateSchema>;
export type ClassData = z.output<typeof classInputSchema>;
