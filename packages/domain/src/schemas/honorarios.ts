import { z } from "../zod";
import { dateField, idField, monthField } from "./fields";
import { int } from "./int";

/**
 * Body of PUT /api/honorarios/{teacherId}/{month}: the boleta de honorarios the teacher issued
 * for the month and the day the studio paid her (issue 39.7). The boleta's number is the SII's
 * folio: digits only.
 */
export const honorariosRecordInputSchema = z.object({
  boletaNumber: z
    .string({ error: "El número de boleta es requerido" })
    .trim()
    .min(1, { error: "El número de boleta es requerido", abort: true })
    .max(10, { error: "El número de boleta tiene como máximo 10 dígitos" })
    .regex(/^\d+$/, { error: "El número de boleta lleva solo dígitos" })
    .transform((v) => v.replace(/^0+(?=\d)/, "")),
  paidOn: dateField("La fecha de pago es requerida"),
});
export type HonorariosRecordInput = z.input<typeof honorariosRecordInputSchema>;

/** Path of the honorarios of one teacher and month. */
export const honorariosParamsSchema = z.object({ teacherId: idField(), month: monthField() });

/** Path of a year's honorarios (the DJ 1879 export). */
export const honorariosYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: "El año debe ser un número entero" })
    .int({ error: "El año debe ser un número entero" })
    .min(2000, { error: "El año debe estar entre 2000 y 2100" })
    .max(2100, { error: "El año debe estar entre 2000 y 2100" }),
});

/** One month of a teacher's honorarios (domain HonorariosMonth). */
export const honorariosMonthResponseSchema = z.object({
  month: z.string(),
  gross: int().describe("Bruto: la compensación del mes (o lo pagado, si ya se pagó)"),
  retention: int()
    .nullable()
    .describe("Retención en pesos; null si no hay tasa registrada para el año"),
  net: int().nullable().describe("Líquido a pagar: bruto menos retención"),
  basisPoints: int()
    .nullable()
    .describe("Tasa aplicada en puntos básicos (1525 = 15,25 %); 0 si no se retiene"),
  withheld: z.boolean(),
  boletaNumber: z.string().nullable(),
  paidOn: z.string().nullable(),
  currentGross: int().describe(
    "La compensación calculada hoy (difiere del bruto si cambió después del pago)",
  ),
});
export type HonorariosMonthResponse = z.output<typeof honorariosMonthResponseSchema>;

/** GET /api/honorarios/{month}: every paid teacher's honorarios of a month (admins only). */
export const honorariosReportResponseSchema = z.object({
  month: z.string(),
  withholdsRetention: z.boolean(),
  teachers: z.array(
    honorariosMonthResponseSchema.extend({
      teacherId: int(),
      teacherName: z.string(),
      rut: z.string().nullable(),
    }),
  ),
  totals: z.object({ gross: int(), retention: int(), net: int() }),
});
export type HonorariosReportResponse = z.output<typeof honorariosReportResponseSchema>;

/** A teacher's honorarios month by month (her own page, or an admin looking at hers). */
export const teacherHonorariosResponseSchema = z.object({
  teacherId: int(),
  teacherName: z.string(),
  withholdsRetention: z.boolean(),
  months: z.array(honorariosMonthResponseSchema),
});
export type TeacherHonorariosResponse = z.output<typeof teacherHonorariosResponseSchema>;

const amounts = { gross: int(), retention: int() };

/**
 * GET /api/honorarios/year/{year}: what the DJ 1879 declares and the F29 pays, from the boletas
 * recorded as paid in the year, by the month they were paid (the retention is the SII's in the
 * month it was withheld).
 */
export const honorariosYearResponseSchema = z.object({
  year: int(),
  studio: z.object({ name: z.string(), rut: z.string() }),
  teachers: z.array(
    z.object({
      teacherId: int(),
      teacherName: z.string(),
      rut: z.string().nullable(),
      /** Twelve entries, January first: what was paid to her in each month. */
      months: z.array(z.object({ month: z.string(), ...amounts, boletas: z.array(z.string()) })),
      totals: z.object(amounts),
    }),
  ),
  /** The F29 line of each month: the retentions withheld in it. */
  f29: z.array(z.object({ month: z.string(), ...amounts, boletas: int() })),
  totals: z.object(amounts),
});
export type HonorariosYearResponse = z.output<typeof honorariosYearResponseSchema>;
