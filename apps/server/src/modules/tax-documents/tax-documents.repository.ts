import type { Database } from "../../db/database.ts";
import { isPostgres } from "../../db/database.ts";

// The queries of the boletas module (issue 39.4): the staff's retry, the dashboard's summary,
// the PDF, and the queue worker's claim and updates. The writes shared with the receipts
// (queueing a receipt's documents, a void's credit note) live in records/receipts/tax-documents.ts.

/** What a retry decides on: the document's state and generation. */
export async function findTaxDocumentForRetry(db: Database, id: number) {
  return db
    .selectFrom("tax_documents")
    .select(["id", "receipt_id", "status", "sii_status", "folio", "generation", "last_error"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Queues a document again, only when it is still in the state and generation the caller read;
 * a rejected one starts a new generation (no folio, no SII status, nothing the issuer gave).
 * Answers how many rows changed (0: it changed meanwhile).
 */
export async function requeueTaxDocument(
  db: Database,
  doc: { id: number; status: string; generation: number },
  at: string,
  newGeneration: boolean,
): Promise<number> {
  const changed = await db
    .updateTable("tax_documents")
    .set({
      status: "pending",
      next_attempt_at: at,
      locked_until: null,
      attempts: 0,
      ...(newGeneration
        ? {
            generation: doc.generation + 1,
            folio: null,
            sii_status: null,
            issuer_token: null,
            stamp: null,
            pdf: null,
            xml: null,
            issued_at: null,
            last_error: null,
          }
        : {}),
    })
    .where("id", "=", doc.id)
    .where("status", "=", doc.status)
    .where("generation", "=", doc.generation)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows);
}

/**
 * The documents created before `before` and not issued (waiting, refused, or rejected by the
 * SII): how many, and the oldest one's creation. One query.
 */
export async function countTaxDocumentsNotIssued(db: Database, before: string) {
  const row = await db
    .selectFrom("tax_documents")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("created_at", "<", before)
    .where((w) =>
      w.or([
        w("status", "in", ["pending", "failed"]),
        w.and([w("status", "=", "issued"), w("sii_status", "=", "rejected")]),
      ]),
    )
    .executeTakeFirst();
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

/** A document's PDF (base64, as the issuer gave it) with what names the file. */
export async function findTaxDocumentPdf(db: Database, id: number) {
  return db
    .selectFrom("tax_documents")
    .select(["pdf", "folio", "dte_type"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** A whole document (the boleta a credit note references). */
export async function findTaxDocument(db: Database, id: number) {
  return db.selectFrom("tax_documents").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Takes the next due document under a lease until `until`, or undefined when none is due: one
 * pending to issue, or one issued whose SII verdict is awaited, oldest due first. PostgreSQL
 * skips rows another transaction holds.
 */
export async function claimNextTaxDocument(db: Database, at: string, until: string) {
  return (
    db
      .updateTable("tax_documents")
      .set({ locked_until: until })
      .where("id", "=", (eb) =>
        eb
          .selectFrom("tax_documents")
          .select("id")
          .where("next_attempt_at", "<=", at)
          .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<", at)]))
          .where((w) =>
            w.or([
              w("status", "=", "pending"),
              w.and([w("status", "=", "issued"), w("sii_status", "=", "pending")]),
            ]),
          )
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(1)
          .$if(isPostgres(db), (q) => q.forUpdate().skipLocked()),
      )
      // Re-checked on the row itself: a claim racing this one on SQLite's other process.
      .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<", at)]))
      .returningAll()
      .executeTakeFirst()
  );
}

/** What the worker records of a document after trying it (its lease is always released). */
export interface TaxDocumentChange {
  status?: string;
  sii_status?: string | null;
  attempts?: number;
  next_attempt_at?: string;
  last_error?: string | null;
  folio?: number | null;
  issuer_token?: string | null;
  stamp?: string | null;
  pdf?: string | null;
  xml?: string | null;
  issued_at?: string | null;
}

/** Records a document's new state and releases its lease. */
export async function updateTaxDocument(
  db: Database,
  id: number,
  values: TaxDocumentChange,
): Promise<void> {
  await db
    .updateTable("tax_documents")
    .set({ ...values, locked_until: null })
    .where("id", "=", id)
    .execute();
}
