import { z } from "zod";

const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** One row of the audit trail: who, when, what, which record, and the fields that changed. */
export const auditEntryResponseSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Who or what the record is, as it is named now (a student's or teacher's name, a class's). */
  recordName: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
});
export type AuditEntryResponse = z.output<typeof auditEntryResponseSchema>;

/** `GET /api/audit/check`: whether every row still hashes to what was chained when written. */
export const auditCheckResponseSchema = z.object({
  intact: z.boolean(),
  checkedRows: z.number().int(),
  firstBrokenId: z.number().int().nullable(),
  message: z.string(),
});
export type AuditCheckResponse = z.output<typeof auditCheckResponseSchema>;
