import { isMonthInRange, isValidMonth } from "../calendar/month";
import {
  CLASS_STATUS_LABELS,
  CLASS_STATUSES,
  CLASS_TYPE_LABELS,
  CLASS_TYPES,
} from "../enums/class";
import { DAY_LABELS, DAYS_OF_WEEK } from "../enums/days";
import {
  PAYMENT_LIST_STATUS_LABELS,
  PAYMENT_LIST_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "../enums/payment";
import {
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  TEACHER_FILTER_LABELS,
  TEACHER_FILTERS,
} from "../enums/people";
import { PERIODS } from "../enums/period";
import { codeFromText } from "../shared/code-from-text";
import { z } from "../zod";
import {
  INVALID_ID_MESSAGE,
  INVALID_MONTH_MESSAGE,
  idField,
  intField,
  MONTH_RANGE_MESSAGE,
  monthField,
} from "./fields";

/** `{id}` path parameter. */
export const idParamSchema = z.object({ id: idField(INVALID_ID_MESSAGE) });
export type IdParam = z.output<typeof idParamSchema>;

/** `{month}` path parameter, `YYYY-MM`. */
export const monthParamSchema = z.object({ month: monthField() });
export type MonthParam = z.output<typeof monthParamSchema>;

/** Optional `{month}` (the server uses the current month of the studio when absent). */
export const optionalMonthParamSchema = z.object({ month: monthField().optional() });
export type OptionalMonthParam = z.output<typeof optionalMonthParamSchema>;

/** `/api/students/{id}/outstanding-payments/{month}`. */
export const studentMonthParamsSchema = z.object({ id: idField(), month: monthField() });
export type StudentMonthParams = z.output<typeof studentMonthParamsSchema>;

/** `/api/reports/teacher-compensation/{teacherId}/{month}`. */
export const teacherMonthParamsSchema = z.object({ teacherId: idField(), month: monthField() });
export type TeacherMonthParams = z.output<typeof teacherMonthParamsSchema>;

/** `/api/reports/class/{classId}/{month}/students-payment-status`. */
export const classMonthParamsSchema = z.object({ classId: idField(), month: monthField() });
export type ClassMonthParams = z.output<typeof classMonthParamsSchema>;

/** `?period=` of the dashboard; month when absent. */
export const periodQuerySchema = z.object({
  period: z
    .enum(PERIODS, { error: "Período inválido (week, month, quarter o year)" })
    .default("month")
    .describe("week, month, quarter o year; month si no se envía"),
});
export type PeriodQuery = z.output<typeof periodQuerySchema>;

const pageFields = {
  page: intField("La página debe ser un número entero mayor a 0")
    .refine((n) => n >= 1, { error: "La página debe ser un número entero mayor a 0" })
    .optional()
    .describe("Número de página, entero desde 1; sin él la lista viene completa"),
  size: intField("El tamaño de página debe estar entre 1 y 100")
    .refine((n) => n >= 1 && n <= 100, { error: "El tamaño de página debe estar entre 1 y 100" })
    .optional()
    .describe("Filas por página, entero de 1 a 100"),
};

/** `?page=&size=` of any list; both optional (no paging when absent). */
export const paginationQuerySchema = z.object(pageFields);
export type PaginationQuery = z.output<typeof paginationQuerySchema>;

/** `?search=` of a list: free text, blank is no filter. */
export const searchField = z
  .string()
  .trim()
  .max(100, { error: "Máximo 100 caracteres" })
  .optional()
  .transform((s) => s || undefined)
  .describe("Texto libre, hasta 100 caracteres; vacío es sin filtro");

/**
 * `?page=&size=&search=` of the month's outstanding report (issue 37): a page of the students
 * matching the search, largest debt first; the month's totals stay everyone's. Without page and
 * size, every matching student (old clients send nothing and read the whole report).
 */
export const outstandingReportQuerySchema = z.object({
  ...pageFields,
  search: searchField.describe(
    "Nombre de la estudiante o de una clase que adeuda, sin importar tildes ni mayúsculas",
  ),
});
export type OutstandingReportQuery = z.output<typeof outstandingReportQuerySchema>;

// Filters sent empty ("?type=") mean "no filter", as HTML forms send them. A filter takes the
// code or the Spanish label the screens show ("JAZZ" or "Jazz", "MONDAY" or "Lunes"),
// accents and case ignored, and the older spellings in `aliases` (what the original front end
// sends), documented in the same enum.
function optionalFilter<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  labels: Partial<Record<T[number], string>>,
  aliases: Record<string, T[number]> = {},
) {
  const accepted: [string, ...string[]] = [...values, ...Object.keys(aliases)];
  const canonical = (v: string): T[number] | undefined =>
    values.find((code) => code === (aliases[v] ?? v));
  const aliasText = Object.keys(aliases).length
    ? `; también ${Object.entries(aliases)
        .map(([alias, code]) => `${alias} (= ${code})`)
        .join(", ")}`
    : "";
  return z
    .preprocess(
      (v) =>
        typeof v === "string" && v.trim() !== "" ? (codeFromText(accepted, labels, v) ?? v) : v,
      z
        .union([z.literal(""), z.enum(accepted, { error: message })], { error: message })
        .optional()
        .transform((v) => (v ? canonical(v) : undefined)),
    )
    .describe(
      `Código (${values.join(", ")}${aliasText}) o su etiqueta en español; no importan tildes ni mayúsculas; vacío es sin filtro`,
    );
}

/** Message of a `?month=` filter made of digits that is not a month number 1-12 ("13", "0"). */
export const MONTH_NUMBER_MESSAGE =
  "Número de mes inválido: use del 1 al 12 (ese mes del año en curso del estudio) o AAAA-MM (por ejemplo 2026-10)";

/** `YYYY-MM`, or a month number 1-12 with or without its leading zero; empty is no filter. */
const MONTH_FILTER_PATTERN = /^(|\d{4}-(0[1-9]|1[0-2])|0?[1-9]|1[0-2])$/;

/**
 * `?month=` of a list: a `YYYY-MM` month, or a bare month number 1-12 ("10", "03"), which the
 * original front end sends and which means that month of the studio's current year (the server
 * resolves it: the year depends on the studio's time zone). Anything else is refused rather
 * than guessed ("2026-1", "10-2026", "13"); a number outside 1-12 is told both formats.
 */
const monthFilter = z
  .string({ error: INVALID_MONTH_MESSAGE })
  .trim()
  .regex(MONTH_FILTER_PATTERN, {
    error: (issue) =>
      typeof issue.input === "string" && /^\d+$/.test(issue.input)
        ? MONTH_NUMBER_MESSAGE
        : INVALID_MONTH_MESSAGE,
  })
  .refine((v) => !v.includes("-") || isValidMonth(v), { error: INVALID_MONTH_MESSAGE, abort: true })
  .refine((v) => !v.includes("-") || isMonthInRange(v), { error: MONTH_RANGE_MESSAGE })
  .optional()
  .transform((v) => (!v ? undefined : /^\d{1,2}$/.test(v) ? Number(v) : v))
  .describe(
    "AAAA-MM (por ejemplo 2026-10), o el número del mes del 1 al 12 (10 o 03: ese mes del año en curso del estudio); vacío es sin filtro",
  );

/** `GET /api/students` query. */
export const studentsQuerySchema = z.object({
  search: searchField,
  status: optionalFilter(STUDENT_STATUSES, "Estado de estudiante inválido", STUDENT_STATUS_LABELS),
  ...pageFields,
});
export type StudentsQuery = z.output<typeof studentsQuerySchema>;

/** `GET /api/teachers` query (`status`: owners or instructors). */
export const teachersQuerySchema = z.object({
  search: searchField,
  status: optionalFilter(TEACHER_FILTERS, "Filtro de profesoras inválido", TEACHER_FILTER_LABELS, {
    owner: "owners",
    instructor: "instructors",
    // The labels the teacher list showed before the console settled on one name per role.
    todos: "all",
    propietarios: "owners",
    instructores: "instructors",
  }),
  view: z
    .enum(["full", "summary"], { error: "Vista de profesoras inválida (full o summary)" })
    .optional()
    .describe(
      "summary: sin la lista de estudiantes de cada profesora, solo sus cantidades; X-Total-Students dice cuántas estudiantes distintas tienen las profesoras listadas",
    ),
  ...pageFields,
});
export type TeachersQuery = z.output<typeof teachersQuerySchema>;

/** `GET /api/classes` query. */
export const classesQuerySchema = z.object({
  search: searchField,
  type: optionalFilter(CLASS_TYPES, "Tipo de clase inválido", CLASS_TYPE_LABELS),
  status: optionalFilter(CLASS_STATUSES, "Estado de clase inválido", CLASS_STATUS_LABELS),
  day: optionalFilter(DAYS_OF_WEEK, "Día inválido", DAY_LABELS),
  ...pageFields,
});
export type ClassesQuery = z.output<typeof classesQuerySchema>;

/** `GET /api/payments` query. */
export const paymentsQuerySchema = z.object({
  month: monthFilter,
  student: z
    .union([z.literal(""), idField()], { error: INVALID_ID_MESSAGE })
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .describe("Id de la estudiante, entero positivo; vacío es sin filtro"),
  paymentMethod: optionalFilter(PAYMENT_METHODS, "Método de pago inválido", PAYMENT_METHOD_LABELS),
  /** VIGENTES (default) or ANULADOS: the voided payments, with when, who and why. */
  status: optionalFilter(
    PAYMENT_LIST_STATUSES,
    "Estado de pago inválido: use Vigentes o Anulados",
    PAYMENT_LIST_STATUS_LABELS,
  ),
  ...pageFields,
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

/** `GET /api/dashboard/revenue-chart` query: how many months, 12 by default. */
export const monthsQuerySchema = z.object({
  months: intField("La cantidad de meses debe estar entre 1 y 36")
    .refine((n) => n >= 1 && n <= 36, { error: "La cantidad de meses debe estar entre 1 y 36" })
    .default(12)
    .describe("Cantidad de meses, entero de 1 a 36; 12 si no se envía"),
});
export type MonthsQuery = z.output<typeof monthsQuerySchema>;
