import type { Migration } from "kysely";
import { column, createIndex, tableWithId } from "../migration-helpers.ts";

// Issue 39 (decision 0076): the SII documents of the receipts, issued through a certified
// issuer by a durable queue. One row per document: the receipt's boleta(s) (one per tax
// treatment) and the credit notes of voided lines. The row is the queue: its status, when it
// is next tried, who holds it (a lease), its attempts and last error; and, once issued, the
// folio, the stamp (TED), the PDF and the XML the issuer answered. Nothing is erased: a
// document the studio gives up on is 'cancelled', a rejected one keeps its folio in the audit.
export const taxDocuments: Migration = {
  async up(db) {
    await tableWithId(db, "tax_documents")
      .addColumn("receipt_id", "integer", column.references("receipts.id"))
      .addColumn("dte_type", "integer", column.notNull)
      .addColumn("treatment", "text", column.notNull)
      // The lines as documented, frozen when the receipt was written (JSON).
      .addColumn("detail", "text", column.notNull)
      .addColumn("receiver_rut", "text")
      .addColumn("receiver_name", "text")
      .addColumn("exempt_amount", "integer", column.notNull)
      .addColumn("net_amount", "integer", column.notNull)
      .addColumn("iva_amount", "integer", column.notNull)
      .addColumn("total", "integer", column.notNull)
      // A credit note: the document it corrects, and the voided line it is for (one per line).
      .addColumn("references_id", "integer", column.optionalReference("tax_documents.id"))
      .addColumn("void_key", "text", (c) => c.unique())
      .addColumn("status", "text", column.notNull)
      .addColumn("sii_status", "text")
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      // Bumped by 'Reintentar' after a rejection: a new idempotency key, a new document.
      .addColumn("generation", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("next_attempt_at", "text", column.notNull)
      .addColumn("locked_until", "text")
      .addColumn("last_error", "text")
      .addColumn("folio", "integer")
      .addColumn("issuer_token", "text")
      .addColumn("stamp", "text")
      .addColumn("pdf", "text")
      .addColumn("xml", "text")
      .addColumn("created_at", "text", column.notNull)
      .addColumn("issued_at", "text")
      .execute();
    await createIndex(db, "tax_documents_receipt_idx", "tax_documents", "receipt_id");
    await createIndex(db, "tax_documents_queue_idx", "tax_documents", [
      "status",
      "next_attempt_at",
    ]);
  },
};
