import { EventEmitter } from "node:events";
import {
  DTE_TYPES,
  documentTotals,
  GENERIC_RECEIVER_RUT,
  planTaxDocuments,
  type ReceiptTaxDocument,
  type SiiStatus,
  type TaxDocumentSettings,
  type TaxDocumentStatus,
  type TaxLine,
  type TaxLineKind,
  type TaxTreatment,
  taxDocumentLabel,
  taxDocumentRetryable,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { readSettingsSection } from "../system/settings.ts";

// The SII documents of the receipts (issue 39, decision 0076). A receipt written while the
// studio issues through its issuer gets its documents queued in the receipt's own transaction
// (one per tax treatment: planTaxDocuments), so the desk never waits for the issuer and no
// receipt is left without its documents; a voided line of a boleta queues its credit note.
// The queue's worker (modules/tax-documents) issues them. Shared here because the payments,
// the online payments and the portal all write receipts and void lines.

/** Told when documents were queued, so the worker of this process looks at once. */
export const taxQueueSignal = new EventEmitter();
taxQueueSignal.setMaxListeners(50);

/** A line documented on a boleta, as kept in `detail`. */
export interface DocumentedLine extends TaxLine {
  /** 'payment:12' or 'fee:3': the receipt line it documents (a void names it). */
  lineKey: string;
}

/**
 * The columns of a document queued at `at` and not yet sent: the worker fills the rest as the
 * issuer and the SII answer.
 */
const waitingToBeSent = (at: string) =>
  ({
    status: "pending",
    sii_status: null,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    folio: null,
    issuer_token: null,
    stamp: null,
    pdf: null,
    xml: null,
    created_at: at,
    issued_at: null,
  }) as const;

/**
 * Queues the documents of a receipt just written, in its transaction: nothing when the studio
 * does not issue through the issuer. The receiver is the payer when her RUT is known, else the
 * SII's generic receiver.
 */
export async function queueReceiptTaxDocuments(
  trx: Database,
  receipt: { id: number; createdAt: string; payerRut: string | null; payerName: string | null },
  lines: readonly DocumentedLine[],
  known?: TaxDocumentSettings,
): Promise<number> {
  const settings = known ?? (await readSettingsSection(trx, "taxDocuments"));
  if (settings.mode !== "issuer") return 0;
  const planned = planTaxDocuments(lines, settings.treatments);
  for (const doc of planned) {
    await trx
      .insertInto("tax_documents")
      .values({
        receipt_id: receipt.id,
        dte_type: doc.dteType,
        treatment: doc.treatment,
        detail: JSON.stringify(doc.lines),
        receiver_rut: receipt.payerRut ?? GENERIC_RECEIVER_RUT,
        receiver_name: receipt.payerRut ? receipt.payerName : null,
        exempt_amount: doc.exempt,
        net_amount: doc.net,
        iva_amount: doc.iva,
        total: doc.total,
        references_id: null,
        void_key: null,
        ...waitingToBeSent(receipt.createdAt),
      })
      .execute();
  }
  if (planned.length > 0) kickTaxQueue();
  return planned.length;
}

/** Wakes the worker shortly after the caller's transaction commits. */
export function kickTaxQueue() {
  setTimeout(() => taxQueueSignal.emit("kick"), 100).unref();
}

/**
 * A receipt line was voided (issue 39.5): when its boleta was issued (or is still being
 * issued), a credit note for the line's amount is queued, referencing it; the worker issues it
 * once the boleta has its folio. A boleta that failed, was rejected or never was queued gets
 * none; when the receipt has no live line left, such a boleta is closed ('cancelled') so
 * nobody is asked to retry it.
 */
export async function queueCreditForVoidedLine(
  trx: Database,
  line: { receiptId: number; lineKey: string; amount: number; description: string },
  at: string,
): Promise<void> {
  const docs = await trx
    .selectFrom("tax_documents")
    .selectAll()
    .where("receipt_id", "=", line.receiptId)
    .where("dte_type", "in", [DTE_TYPES.boleta, DTE_TYPES.boletaExenta])
    .orderBy("id")
    .execute();
  const original = docs.find((d) =>
    (JSON.parse(d.detail) as DocumentedLine[]).some((l) => l.lineKey === line.lineKey),
  );
  if (!original) return;
  const issuedOrComing =
    original.status === "pending" ||
    (original.status === "issued" && original.sii_status !== "rejected");
  if (issuedOrComing && line.amount > 0) {
    const treatment = original.treatment as TaxTreatment;
    const totals = documentTotals(treatment, line.amount);
    const kind = (JSON.parse(original.detail) as DocumentedLine[]).find(
      (l) => l.lineKey === line.lineKey,
    )?.kind as TaxLineKind;
    await trx
      .insertInto("tax_documents")
      .values({
        receipt_id: line.receiptId,
        dte_type: DTE_TYPES.notaCredito,
        treatment,
        detail: JSON.stringify([
          { kind, description: line.description, amount: line.amount, lineKey: line.lineKey },
        ]),
        receiver_rut: original.receiver_rut,
        receiver_name: original.receiver_name,
        exempt_amount: totals.exempt,
        net_amount: totals.net,
        iva_amount: totals.iva,
        total: totals.total,
        references_id: original.id,
        void_key: line.lineKey,
        ...waitingToBeSent(at),
      })
      .onConflict((oc) => oc.column("void_key").doNothing())
      .execute();
    kickTaxQueue();
    return;
  }
  if (!(await receiptHasLiveLines(trx, line.receiptId))) {
    await trx
      .updateTable("tax_documents")
      .set({ status: "cancelled", next_attempt_at: at })
      .where("receipt_id", "=", line.receiptId)
      .where((eb) =>
        eb.or([
          eb("status", "=", "failed"),
          eb.and([eb("status", "=", "issued"), eb("sii_status", "=", "rejected")]),
        ]),
      )
      .execute();
  }
}

async function receiptHasLiveLines(db: Database, receiptId: number): Promise<boolean> {
  const row = await db
    .selectFrom("payments")
    .select("id")
    .where("receipt_id", "=", receiptId)
    .where("deleted_at", "is", null)
    .union(
      db
        .selectFrom("enrollment_fee_payments")
        .select("id")
        .where("receipt_id", "=", receiptId)
        .where("deleted_at", "is", null),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** The documents of the receipts, as the receipts show them, by receipt id. */
export async function findTaxDocumentsOfReceipts(
  db: Database,
  receiptIds: readonly number[],
): Promise<Map<number, ReceiptTaxDocument[]>> {
  const ids = receiptIds.filter(isStorableId);
  const byReceipt = new Map<number, ReceiptTaxDocument[]>();
  if (ids.length === 0) return byReceipt;
  const rows = await db
    .selectFrom("tax_documents as d")
    .leftJoin("tax_documents as ref", "ref.id", "d.references_id")
    .select([
      "d.id",
      "d.receipt_id",
      "d.dte_type",
      "d.status",
      "d.sii_status",
      "d.folio",
      "d.exempt_amount",
      "d.net_amount",
      "d.iva_amount",
      "d.total",
      "d.last_error",
      "d.stamp",
      "d.created_at",
      "d.issued_at",
      "ref.folio as references_folio",
    ])
    .where(idIn(db, "d.receipt_id", ids))
    .orderBy("d.id")
    .execute();
  for (const r of rows) {
    const status = r.status as TaxDocumentStatus;
    const siiStatus = r.sii_status as SiiStatus | null;
    const view = { dteType: r.dte_type, status, folio: r.folio, siiStatus, error: r.last_error };
    const stamp = r.stamp ?? null;
    const isImage = stamp !== null && /^[A-Za-z0-9+/=\s]+$/.test(stamp) && !stamp.startsWith("<");
    const list = byReceipt.get(r.receipt_id) ?? [];
    list.push({
      id: r.id,
      dteType: r.dte_type,
      status,
      siiStatus,
      folio: r.folio,
      exempt: r.exempt_amount,
      net: r.net_amount,
      iva: r.iva_amount,
      total: r.total,
      label: taxDocumentLabel(view),
      error: r.last_error,
      retryable: taxDocumentRetryable(view),
      referencesFolio: r.references_folio ?? null,
      stampImage: isImage ? `data:image/png;base64,${stamp.replace(/\s/g, "")}` : null,
      stampText: stamp !== null && !isImage ? stamp : null,
      createdAt: r.created_at,
      issuedAt: r.issued_at,
    });
    byReceipt.set(r.receipt_id, list);
  }
  return byReceipt;
}
