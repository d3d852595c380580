import { REMINDER_PAYER_KINDS } from "../ledger/payment-reminders";
import { z } from "../zod";
import { INVALID_ID_MESSAGE, idField, MAX_ID, monthField } from "./fields";
import { int } from "./int";

export const REMINDER_SCOPES = ["debts", "month"] as const;
export type ReminderScope = (typeof REMINDER_SCOPES)[number];

/** How many students one request may name (a page of the debts report is 100). */
const MAX_REMINDER_STUDENTS = 200;
const STUDENT_IDS_PATTERN = new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${MAX_REMINDER_STUDENTS - 1}}$`);

/** `GET /api/reminders?scope=debts|month&month=YYYY-MM&studentId=&studentIds=1,2,3`. */
export const remindersQuerySchema = z.object({
  scope: z
    .enum(REMINDER_SCOPES, { error: "El alcance debe ser debts (toda la deuda) o month (un mes)" })
    .default("debts")
    .describe("debts: todo lo adeudado (meses y matrículas, como 'Toda la deuda'); month: un mes"),
  month: monthField()
    .optional()
    .describe("AAAA-MM, con scope=month; el mes en curso si no se envía"),
  studentId: idField()
    .optional()
    .describe("Solo el recordatorio de quien paga por esta estudiante"),
  studentIds: z
    .string()
    .trim()
    .regex(STUDENT_IDS_PATTERN, {
      error: `studentIds: hasta ${MAX_REMINDER_STUDENTS} ids de estudiante separados por coma`,
    })
    .transform((v) => v.split(",").map(Number))
    .pipe(
      z.array(
        z
          .number()
          .int()
          .positive({ error: INVALID_ID_MESSAGE })
          .max(MAX_ID, { error: INVALID_ID_MESSAGE }),
      ),
    )
    .optional()
    .describe(
      "Ids separados por coma: solo los recordatorios de quienes pagan por ellas (la página que la consola muestra)",
    ),
});
export type RemindersQuery = z.output<typeof remindersQuerySchema>;

const studentPart = z.object({
  studentId: int(),
  name: z.string(),
  months: z.array(z.string()).describe("Meses de clases adeudados (AAAA-MM), del más antiguo"),
  fees: z.array(z.string()).describe("Matrículas adeudadas, por nombre"),
  amount: int(),
  surcharge: int().describe("Parte de amount que es recargo por atraso"),
});

/** One message per payer (the paying guardian, or the adult student who pays for herself). */
export const paymentReminderSchema = z.object({
  payerKey: z.string().describe("guardian:{id} o student:{id}"),
  payerKind: z.enum(REMINDER_PAYER_KINDS),
  payerId: int(),
  payerName: z.string(),
  phone: z.string().nullable(),
  waUrl: z.string().nullable().describe("https://wa.me/… con el texto; null sin teléfono válido"),
  text: z.string(),
  students: z.array(studentPart).describe("Lo ya vencido (vence hoy o antes), por estudiante"),
  total: int().describe("Suma de lo ya vencido"),
  upcoming: z
    .array(studentPart.extend({ dueDate: z.string() }))
    .describe("Lo adeudado que aún no vence (próximo vencimiento)"),
});

export const remindersResponseSchema = z.object({
  scope: z.enum(REMINDER_SCOPES),
  /** The month of scope=month; null for debts. */
  month: z.string().nullable(),
  asOf: z.string(),
  reminders: z.array(paymentReminderSchema),
});
export type RemindersResponse = z.output<typeof remindersResponseSchema>;
export type PaymentReminderResponse = z.output<typeof paymentReminderSchema>;
