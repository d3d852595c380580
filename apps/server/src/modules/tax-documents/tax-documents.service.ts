import { type ReceiptResponse, TAX_PENDING_WARNING_MS } from "@nova/domain";
import type { AppContext, AuthUser } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { findReceipts } from "../../records/receipts/receipts.ts";
import { kickTaxQueue } from "../../records/receipts/tax-documents.ts";
import {
  countTaxDocumentsNotIssued,
  findTaxDocumentForRetry,
  findTaxDocumentPdf,
  requeueTaxDocument,
} from "./tax-documents.repository.ts";

// Issue 39.4: what staff do with a receipt's documents (try again) and what the dashboard is
// told (documents not issued for more than an hour).

/**
 * POST /api/tax-documents/{id}/retry ('Reintentar'): a document the issuer refused is queued
 * again as it is; one the SII rejected is issued anew (a new generation: a new idempotency
 * key, a new folio; the rejected folio stays in the audit); one still waiting for a retry is
 * tried now. Answers the receipt. Anything else (issued, cancelled) is a 409.
 */
export async function retryTaxDocument(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<ReceiptResponse> {
  const receiptId = await ctx.db.transaction().execute(async (trx) => {
    const doc = await findTaxDocumentForRetry(trx, id);
    if (!doc) throw failure("TAX_DOCUMENT_NOT_FOUND");
    const at = ctx.now().toISOString();
    const rejected = doc.status === "issued" && doc.sii_status === "rejected";
    const waiting = doc.status === "pending" && doc.last_error !== null;
    if (doc.status !== "failed" && !rejected && !waiting) {
      throw failure("CONFLICT", { id }, "Este documento no necesita reintentarse");
    }
    const changed = await requeueTaxDocument(trx, doc, at, rejected);
    if (changed === 0) {
      throw failure("CONFLICT", { id }, "El documento cambió mientras tanto: vuelve a abrirlo");
    }
    await writeAudit(trx, {
      userId: user.id,
      action: "update",
      entity: "tax-document",
      entityId: id,
      before: { status: doc.status, siiStatus: doc.sii_status, folio: doc.folio },
      after: { status: "pending", retried: true },
      at,
    });
    return doc.receipt_id;
  });
  kickTaxQueue();
  const [receipt] = await findReceipts(ctx.db, [receiptId]);
  if (!receipt) throw failure("RECEIPT_NOT_FOUND");
  return receipt;
}

/**
 * GET /api/tax-documents/pending-summary: the documents not issued for more than an hour
 * (waiting, refused, or rejected by the SII), for the dashboard's warning. One query.
 */
export async function pendingTaxSummary(ctx: AppContext) {
  const before = new Date(ctx.now().getTime() - TAX_PENDING_WARNING_MS).toISOString();
  const { n, oldest } = await countTaxDocumentsNotIssued(ctx.db, before);
  return { notIssued: n, oldestCreatedAt: oldest };
}

/** GET /api/tax-documents/{id}/pdf: the PDF the issuer gave, or 404. */
export async function taxDocumentPdf(ctx: AppContext, id: number) {
  const row = await findTaxDocumentPdf(ctx.db, id);
  if (!row?.pdf)
    throw failure("TAX_DOCUMENT_NOT_FOUND", {}, "El emisor no entregó un PDF de este documento");
  return { bytes: Buffer.from(row.pdf, "base64"), name: `dte-${row.dte_type}-${row.folio}.pdf` };
}
