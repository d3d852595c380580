import { z } from "../../zod";
import { int } from "../int";

const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** One row of the audit trail: who, when, what, which record, and the fields that changed. */
export const auditEntryResponseSchema = z.object({
  id: int(),
  at: z.string(),
  userId: int().nullable(),
  userName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** Who or what the record is, as it is named now (a student's or teacher's name, a class's). */
  recordName: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
});
export type AuditEntryResponse = z.output<typeof auditEntryResponseSchema>;

/** A point of the audit chain recorded outside the database, sealed with the audit key. */
export const auditAnchorSchema = z.object({
  lastId: int(),
  lastHash: z.string(),
  rowCount: int(),
  at: z.string(),
  seal: z.string(),
});
export type AuditAnchorResponse = z.output<typeof auditAnchorSchema>;

/**
 * `GET /api/audit/check`: whether every row still hashes to what was chained when written, the
 * chain reaches the anchors kept outside the database, and every payment matches its audit rows.
 */
export const auditCheckResponseSchema = z.object({
  intact: z.boolean(),
  checkedRows: int(),
  firstBrokenId: int().nullable(),
  message: z.string(),
  /** The newest anchor outside the database the chain was compared with (null: none found). */
  // Optional in the type so older clients' fixtures stay valid; the server always sends them.
  anchor: auditAnchorSchema.extend({ source: z.string() }).nullable().optional(),
  /** Payments whose row differs from what the audit trail recorded (the first ones found). */
  unmatchedPayments: z.array(int()).optional(),
  /** What this result proves and what it cannot, in Spanish, one sentence each. */
  proves: z.array(z.string()).optional(),
  cannotProve: z.array(z.string()).optional(),
});
export type AuditCheckResponse = z.output<typeof auditCheckResponseSchema>;
