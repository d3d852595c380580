import { z } from "../zod";
import { dateField, INVALID_ID_MESSAGE, idField } from "./fields";
import { int } from "./int";
import { paginationQuerySchema } from "./query";

/** Records whose own history a detail page shows. */
export const AUDITED_RECORDS = ["student", "class", "payment", "teacher"] as const;
export type AuditedRecord = (typeof AUDITED_RECORDS)[number];

/** A filter on a code in lower case and hyphens (student, cash-close, create), at most 40 long. */
function kebabCodeFilter(message: string) {
  return z
    .string()
    .trim()
    .max(40, { error: "Máximo 40 caracteres" })
    .regex(/^[a-z-]*$/, { error: message })
    .optional();
}

/**
 * `GET /api/audit`: the activity list's filters; always paged (50 a page unless `size`), newest
 * first. `from` and `to` are days of the studio's calendar, both included.
 */
export const auditQuerySchema = z
  .object({
    userId: idField(INVALID_ID_MESSAGE).optional().describe("Id de la usuaria, entero positivo"),
    entity: kebabCodeFilter("Tipo de registro inválido").describe(
      "Tipo de registro en minúsculas y guiones (student, payment, cash-close…)",
    ),
    entityId: z
      .string()
      .trim()
      .max(40, { error: "Máximo 40 caracteres" })
      .optional()
      .describe("Id del registro, hasta 40 caracteres (un número o una fecha AAAA-MM-DD)"),
    action: kebabCodeFilter("Acción inválida").describe(
      "Acción en minúsculas y guiones (create, update, delete…)",
    ),
    from: dateField("La fecha inicial es requerida")
      .optional()
      .describe("AAAA-MM-DD: desde ese día, incluido"),
    to: dateField("La fecha final es requerida")
      .optional()
      .describe("AAAA-MM-DD: hasta ese día, incluido"),
    ...paginationQuerySchema.shape,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "La fecha inicial no puede ser posterior a la final",
    path: ["from"],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** `GET /api/audit/{entity}/{id}`: the history of one record. */
export const auditRecordParamSchema = z.object({
  entity: z.enum(AUDITED_RECORDS, { error: "Tipo de registro inválido" }),
  id: idField(INVALID_ID_MESSAGE),
});

/**
 * The lists with personal data the console exports as CSV or Excel (issue 29, who saw what):
 * each download writes an audit row (entity `list-export`, action `export`, entity id the list).
 */
export const LIST_EXPORT_LABELS = {
  "class-students": "Estudiantes de una clase",
  "attendance-report": "Reporte de asistencia",
  "outstanding-payments": "Pagos pendientes",
  "trial-conversion": "Conversión de clases de prueba",
  "teacher-compensation": "Compensación de profesoras",
  "financial-report": "Reporte financiero",
  "teacher-honorarios": "Honorarios de profesoras (DJ 1879 y F29)",
} as const;
export type ListExportName = keyof typeof LIST_EXPORT_LABELS;
export const LIST_EXPORTS = Object.keys(LIST_EXPORT_LABELS) as [
  ListExportName,
  ...ListExportName[],
];

/** `POST /api/audit/list-exports`: what a CSV/Excel export is about to download. */
export const listExportInputSchema = z.object({
  list: z.enum(LIST_EXPORTS, { error: "Lista desconocida" }),
  format: z.enum(["csv", "xlsx"], { error: "Formato desconocido" }),
  rows: int().min(0).max(1_000_000),
  filters: z
    .record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((f) => Object.keys(f).length <= 20, { error: "Demasiados filtros" })
    .default({}),
});
export type ListExportInput = z.input<typeof listExportInputSchema>;
