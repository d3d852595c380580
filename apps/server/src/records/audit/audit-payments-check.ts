import { groupBy } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { paymentAuditRows, paymentsAfter } from "./audit-chain.ts";

const BATCH = 1_000;

type PaymentRow = Awaited<ReturnType<typeof paymentsAfter>>[number];

// What a payment's creation row recorded, field by field, against the row as it is now. A
// payment is only ever created and voided (soft-deleted), each in the transaction of its audit
// row, so any other difference was made behind the application.
function differences(row: PaymentRow, recorded: Record<string, unknown>): string[] {
  const pairs: [string, unknown, unknown][] = [
    ["monto", row.amount, recorded.amount],
    ["estudiante", row.student_id, recorded.studentId],
    ["clase", row.class_id, recorded.classId],
    ["mes pagado", row.payment_month, recorded.paymentMonth],
    ["fecha de pago", row.payment_date, recorded.paymentDate],
    ["medio de pago", row.payment_method, recorded.paymentMethod],
    ["boleta", row.receipt_number, recorded.receiptNumber],
    ["recargo", Boolean(row.is_late_payment), Boolean(recorded.isLatePayment)],
    ["notas", row.notes ?? null, recorded.notes ?? null],
    ["creado", row.created_at, recorded.createdAt],
  ];
  return pairs
    .filter(([, now, then]) => now !== then)
    .map(([field, now, then]) => `${field} ${String(now)} en la base, ${String(then)} auditado`);
}

function problemOf(
  row: PaymentRow,
  audit: readonly { action: string; after: string | null }[],
): string | null {
  const created = audit.find((a) => a.action === "create");
  if (!created) return `el pago ${row.id} no tiene fila de auditoría que lo registre`;
  let recorded: Record<string, unknown> = {};
  try {
    recorded = JSON.parse(created.after ?? "{}");
  } catch {
    // An unreadable row already broke the chain; here it simply matches nothing.
  }
  const changed = differences(row, recorded);
  if (changed.length > 0) {
    return `el pago ${row.id} no coincide con su registro de auditoría (${changed.join("; ")})`;
  }
  const voided = audit.some((a) => a.action === "delete");
  if (row.deleted_at !== null && !voided) {
    return `el pago ${row.id} está anulado sin fila de auditoría que registre la anulación`;
  }
  if (row.deleted_at === null && voided) {
    return `el pago ${row.id} fue anulado según la auditoría pero está vigente en la base`;
  }
  return null;
}

export interface PaymentsCheck {
  checkedPayments: number;
  /** Ids of the first payments that do not match (at most `limit`). */
  unmatched: number[];
  unmatchedCount: number;
  firstProblem: string | null;
}

/**
 * Checks the money against the chain: every payment row, deleted ones included, must match the
 * audit row that recorded it (up to the chain's verified end `lastId`), and be voided exactly
 * when a void was audited. Two queries per thousand payments.
 */
export async function checkPaymentsAgainstAudit(
  db: Database,
  lastId: number,
  limit = 20,
): Promise<PaymentsCheck> {
  const result: PaymentsCheck = {
    checkedPayments: 0,
    unmatched: [],
    unmatchedCount: 0,
    firstProblem: null,
  };
  let afterId = 0;
  for (;;) {
    const rows = await paymentsAfter(db, afterId, BATCH);
    if (rows.length === 0) break;
    const audit = await paymentAuditRows(
      db,
      rows.map((r) => r.id),
      lastId,
    );
    const byPayment = groupBy(audit, (a) => a.entity_id ?? "");
    for (const row of rows) {
      const problem = problemOf(row, byPayment.get(String(row.id)) ?? []);
      if (problem) {
        result.unmatchedCount += 1;
        if (result.unmatched.length < limit) result.unmatched.push(row.id);
        result.firstProblem ??= problem;
      }
    }
    result.checkedPayments += rows.length;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
  return result;
}
