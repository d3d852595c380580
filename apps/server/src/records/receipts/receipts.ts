import {
  RECEIPT_DISCLAIMER,
  type ReceiptResponse,
  type Tender,
  tenderBalances,
} from "@nova/domain";
import { type Selectable, sql } from "kysely";
import { type Database, isPostgres } from "../../db/database.ts";
import { preparedQuery, slotRow } from "../../db/prepared-query.ts";
import type { Bool, ReceiptsTable } from "../../db/schema.ts";
import { fullNameSql, idIn, staffNameSql } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { feeLinesQuery } from "./fee-lines.ts";
import { insertTenders, loadTenders } from "./receipt-tenders.ts";
import { findTaxDocumentsOfReceipts } from "./tax-documents.ts";

// Receipts (issue 25): one number for one payment the receptionist takes, its payments as
// lines. A receipt's money never changes after its transaction (a voided line stays on it,
// marked); only the SII boleta's number may be added later, when the boleta is issued after
// the payment (setReceiptTaxDocument, audited by its caller).

/**
 * Takes the next receipt number. Call it inside the receipt's transaction: the counter row
 * stays locked until commit (PostgreSQL) or the write transaction is the only one (SQLite), so
 * two receipts never share a number, and a rollback returns the number unused: no gaps.
 */
export async function takeReceiptNumber(db: Database): Promise<number> {
  const [row] = await nextReceiptNumber(db, "next", {});
  if (!row) throw new Error("no hay contador de comprobantes");
  return Number(row.value);
}

const nextReceiptNumber = preparedQuery((db, _slots: Record<string, never>, _shape: "next") =>
  db
    .updateTable("counters")
    .set((eb) => ({ value: eb("value", "+", 1) }))
    .where("name", "=", "receipt")
    .returning("value"),
);

export interface NewReceipt {
  paymentDate: string;
  paymentMethod: string;
  total: number;
  notes: string | null;
  taxDocumentNumber: string | null;
  createdBy: number | null;
  createdAt: string;
  /**
   * Who paid, as on the day: the paying guardian, or (guardianId null) a student who pays for
   * herself (issue 36).
   */
  payer?: { guardianId: number | null; fullName: string; rut: string | null } | null;
}

/** A class line of a new receipt: a row of `payments` (its receipt's columns come from it). */
export interface NewReceiptLine {
  studentId: number;
  classId: number;
  amount: number;
  paymentMonth: string;
  paymentMethod: string;
  isLatePayment: boolean;
  /** What the receipt says remains of the month (issue 36): a fact of this moment. */
  remainingAfter: number;
}

/**
 * Writes a receipt with the next receipt number (`takeReceiptNumber`'s rule), how it was paid
 * (receipt-tenders.ts) and its class lines (`payments` rows); answers its id, its number and
 * the lines' ids in their order. PostgreSQL: the number, the receipt, its tenders and its
 * lines in one statement (issue 37: the counter's row is locked from there until commit, so
 * every round trip after it holds up the next receipt; decision 0101).
 */
export async function insertReceipt(
  db: Database,
  r: NewReceipt,
  tenders: readonly Tender[],
  lines: readonly NewReceiptLine[],
): Promise<{ id: number; number: number; lineIds: number[] }> {
  if (!isPostgres(db)) {
    const number = await takeReceiptNumber(db);
    const [row] = await receiptInsert(db, "receipt", { number, ...receiptColumns(r) });
    if (!row) throw new Error("el comprobante no se escribió");
    await insertTenders(db, row.id, tenders);
    const lineIds: number[] = [];
    for (const line of lines) {
      const [written] = await lineInsert(
        db,
        "line",
        paymentColumns(r, line, { id: row.id, number }),
      );
      if (!written) throw new Error("la línea del comprobante no se escribió");
      lineIds.push(written.id);
    }
    return { id: row.id, number, lineIds };
  }
  const c = receiptColumns(r);
  const tenderRows = sql.join(
    tenders.map((t, i) => sql`(${i + 1}::integer, ${t.method}::text, ${t.amount}::bigint)`),
  );
  const lineRows = sql.join(
    lines.map(
      (l, i) => sql`(${i + 1}::integer, ${l.studentId}::integer, ${l.classId}::integer,
        ${l.amount}::integer, ${l.paymentMonth}::text, ${l.paymentMethod}::text,
        ${l.isLatePayment ? 1 : 0}::integer, ${l.remainingAfter}::integer)`,
    ),
  );
  // Parameters of a select feeding an insert are not typed by the columns: each is cast. The
  // lines are inserted in their order, so their ids (a sequence's) ascend in it.
  const { rows } = await sql<{ id: number; number: number | string; line_ids: number[] | null }>`
    with taken as (
      update counters set value = value + 1 where name = 'receipt' returning value
    ), receipt as (
      insert into receipts (number, payment_date, payment_method, total, notes,
        tax_document_number, created_by, created_at, payer_guardian_id, payer_name, payer_rut)
      select taken.value, ${c.payment_date}::text, ${c.payment_method}::text, ${c.total}::integer,
        ${c.notes}::text, ${c.tax_document_number}::text, ${c.created_by}::integer,
        ${c.created_at}::text, ${c.payer_guardian_id}::integer, ${c.payer_name}::text,
        ${c.payer_rut}::text
      from taken returning id, number
    )${
      tenders.length === 0
        ? sql``
        : sql`, tenders as (
      insert into receipt_tenders (receipt_id, position, method, amount)
      select receipt.id, t.position, t.method, t.amount from receipt
      cross join (values ${tenderRows}) as t (position, method, amount)
    )`
    }${
      lines.length === 0
        ? sql``
        : sql`, lines as (
      insert into payments (student_id, class_id, amount, payment_month, payment_date,
        payment_method, notes, is_late_payment, created_by, created_at, receipt_number,
        receipt_id, remaining_after)
      select l.student_id, l.class_id, l.amount, l.payment_month, ${c.payment_date}::text,
        l.payment_method, ${c.notes}::text, l.is_late_payment, ${c.created_by}::integer,
        ${c.created_at}::text, receipt.number, receipt.id, l.remaining_after
      from receipt cross join (values ${lineRows}) as l (position, student_id, class_id, amount,
        payment_month, payment_method, is_late_payment, remaining_after)
      order by l.position
      returning id
    )`
    }
    select id, number, ${
      lines.length === 0 ? sql`null` : sql`array(select id from lines order by id)`
    } as line_ids from receipt`.execute(db);
  const row = rows[0];
  if (!row) throw new Error("the receipt counter has no row: no receipt number to take");
  const lineIds = (row.line_ids ?? []).map(Number);
  if (lineIds.length !== lines.length) throw new Error("unreachable: a receipt line not written");
  return { id: row.id, number: Number(row.number), lineIds };
}

/** A class line's `payments` row: the receipt's day, notes and taker, its number and id. */
function paymentColumns(
  r: NewReceipt,
  line: NewReceiptLine,
  receipt: { id: number; number: number },
) {
  return {
    student_id: line.studentId,
    class_id: line.classId,
    amount: line.amount,
    payment_month: line.paymentMonth,
    payment_date: r.paymentDate,
    payment_method: line.paymentMethod,
    notes: r.notes,
    is_late_payment: (line.isLatePayment ? 1 : 0) as Bool,
    created_by: r.createdBy,
    created_at: r.createdAt,
    deleted_at: null,
    deleted_by: null,
    receipt_number: receipt.number,
    receipt_id: receipt.id,
    void_reason: null,
    remaining_after: line.remainingAfter,
  };
}

type ReceiptRow = ReturnType<typeof receiptColumns> & { number: number };
const RECEIPT_COLUMNS: readonly (keyof ReceiptRow)[] = [
  "number",
  "payment_date",
  "payment_method",
  "total",
  "notes",
  "tax_document_number",
  "created_by",
  "created_at",
  "payer_guardian_id",
  "payer_name",
  "payer_rut",
];
type LineRow = ReturnType<typeof paymentColumns>;
const LINE_COLUMNS: readonly (keyof LineRow)[] = [
  "student_id",
  "class_id",
  "amount",
  "payment_month",
  "payment_date",
  "payment_method",
  "notes",
  "is_late_payment",
  "created_by",
  "created_at",
  "deleted_at",
  "deleted_by",
  "receipt_number",
  "receipt_id",
  "void_reason",
  "remaining_after",
];

// SQLite writes a receipt and its lines with these, built once (PostgreSQL's is one statement
// of its own, above): every payment runs them.
const receiptInsert = preparedQuery((db, slots: ReceiptRow, _shape: "receipt") =>
  db.insertInto("receipts").values(slotRow(slots, RECEIPT_COLUMNS)).returning("id"),
);
const lineInsert = preparedQuery((db, slots: LineRow, _shape: "line") =>
  db.insertInto("payments").values(slotRow(slots, LINE_COLUMNS)).returning("id"),
);

/** A new receipt's columns but its number. */
function receiptColumns(r: NewReceipt) {
  return {
    payment_date: r.paymentDate,
    payment_method: r.paymentMethod,
    total: r.total,
    notes: r.notes,
    tax_document_number: r.taxDocumentNumber,
    created_by: r.createdBy,
    created_at: r.createdAt,
    payer_guardian_id: r.payer?.guardianId ?? null,
    payer_name: r.payer?.fullName ?? null,
    payer_rut: r.payer?.rut ?? null,
  };
}

/** The enrollment fee lines of the receipts, in id order. */
function feeLinesOf(db: Database, receiptIds: readonly number[]) {
  return feeLinesQuery(db)
    .select(["fp.fee_charge_id", "fp.deleted_by", "fp.remaining_after"])
    .where(idIn(db, "fp.receipt_id", [...receiptIds]))
    .orderBy("fp.id")
    .execute();
}

/**
 * The receipts with every line (voided ones marked) and their tenders, in the order of the ids
 * given. `knownTenders`: a receipt just written passes its own, saving their query.
 */
export async function findReceipts(
  db: Database,
  ids: readonly number[],
  knownTenders?: ReadonlyMap<number, readonly Tender[]>,
  /** `false` for a receipt just written without enrollment fee lines: their query is saved. */
  feeLinesToo = true,
): Promise<ReceiptResponse[]> {
  const storable = [...new Set(ids)].filter(isStorableId);
  if (storable.length === 0) return [];
  // Each receipt with its class lines in one query (issue 37: two before): a receipt without
  // lines is one row with no line.
  const [rows, feeLines, tenders, taxDocuments] = await Promise.all([
    db
      .selectFrom("receipts")
      .leftJoin("users", "users.id", "receipts.created_by")
      // The lines are also named by the receipts' ids: PostgreSQL's generic plan, without
      // statistics, otherwise read every payment to hash-join them (12 ms instead of 0.1).
      .leftJoin("payments", (join) =>
        join
          .onRef("payments.receipt_id", "=", "receipts.id")
          .on(idIn(db, "payments.receipt_id", storable)),
      )
      .leftJoin("students", "students.id", "payments.student_id")
      .leftJoin("classes", "classes.id", "payments.class_id")
      .select((eb) => [
        "receipts.id",
        "receipts.number",
        "receipts.total",
        "receipts.payment_date",
        "receipts.payment_method",
        "receipts.notes",
        "receipts.tax_document_number",
        "receipts.created_by",
        "receipts.created_at",
        "receipts.payer_guardian_id",
        "receipts.payer_name",
        "receipts.payer_rut",
        staffNameSql("users").as("created_by_name"),
        "payments.id as line_id",
        "payments.student_id",
        fullNameSql(eb).as("student_name"),
        "payments.class_id",
        "classes.name as class_name",
        "payments.payment_month",
        "payments.amount",
        "payments.is_late_payment",
        "payments.deleted_at",
        "payments.deleted_by",
        "payments.void_reason",
        "payments.remaining_after",
      ])
      .where(idIn(db, "receipts.id", storable))
      .orderBy("payments.id")
      .execute(),
    feeLinesToo ? feeLinesOf(db, storable) : [],
    storable.every((id) => knownTenders?.has(id))
      ? (knownTenders as ReadonlyMap<number, readonly Tender[]>)
      : loadTenders(db, storable),
    // A receipt just written (its tenders passed) has no SII documents yet: its writer adds
    // the ones it queues (issue 39).
    knownTenders && storable.every((id) => knownTenders.has(id))
      ? new Map<number, ReceiptResponse["taxDocuments"]>()
      : findTaxDocumentsOfReceipts(db, storable),
  ]);
  return receiptsOfRows(storable, rows, feeLines, tenders, taxDocuments);
}

/**
 * A receipt row (its own columns, as the schema has them) with one of its class lines (all
 * null for a receipt without lines).
 */
export type ReceiptLineRow = Omit<Selectable<ReceiptsTable>, "total"> & {
  total: number | string;
  created_by_name: string | null;
  line_id: number | null;
  student_id: number | null;
  student_name: string;
  class_id: number | null;
  class_name: string | null;
  payment_month: string | null;
  amount: number | null;
  is_late_payment: Bool | null;
  deleted_at: string | null;
  deleted_by: number | null;
  void_reason: string | null;
  remaining_after?: number | null;
};

/**
 * What became of a receipt line since it was paid, the same for a class line and a fee line:
 * its void (the reason shown only once voided) and what was left owing after it.
 */
function lineAfterwards(l: {
  deleted_at: string | null;
  deleted_by: number | null;
  void_reason: string | null;
  remaining_after?: number | null;
}) {
  return {
    voidedAt: l.deleted_at,
    voidedBy: l.deleted_by,
    voidReason: l.deleted_at === null ? null : l.void_reason,
    remainingAfter: l.remaining_after ?? null,
  };
}

/**
 * The receipts as the API shows them, from their rows (one per class line), fee lines, tenders
 * and SII documents: one shape whether the receipt was read back or was just written (issue 37:
 * the writer builds its answer from what it wrote instead of reading it again).
 */
export function receiptsOfRows(
  ids: readonly number[],
  rows: readonly ReceiptLineRow[],
  feeLines: readonly Awaited<ReturnType<typeof feeLinesOf>>[number][],
  tenders: ReadonlyMap<number, readonly Tender[]>,
  taxDocuments: ReadonlyMap<number, ReceiptResponse["taxDocuments"]>,
): ReceiptResponse[] {
  const receipts = [...new Map(rows.map((r) => [r.id, r])).values()];
  const byId = new Map(
    receipts.map((r) => [
      r.id,
      {
        id: r.id,
        number: r.number,
        total: Number(r.total),
        liveTotal: 0,
        paymentDate: r.payment_date,
        paymentMethod: r.payment_method,
        // A receipt written before tenders (or by an old fixture) was paid one way: its method.
        tenders: (tenders.get(r.id) ?? [{ method: r.payment_method, amount: Number(r.total) }]).map(
          (t) => ({ ...t, voidedAmount: 0 }),
        ),
        notes: r.notes,
        taxDocumentNumber: r.tax_document_number,
        taxDocuments: taxDocuments.get(r.id) ?? [],
        createdBy: r.created_by,
        createdByName: r.created_by_name,
        createdAt: r.created_at,
        payer:
          r.payer_name === null
            ? null
            : { guardianId: r.payer_guardian_id, fullName: r.payer_name, rut: r.payer_rut },
        voided: false as boolean,
        disclaimer: RECEIPT_DISCLAIMER,
        lines: [] as ReceiptResponse["lines"],
        enrollmentFeeLines: [] as ReceiptResponse["enrollmentFeeLines"],
      } satisfies ReceiptResponse,
    ]),
  );
  for (const l of rows) {
    const receipt = byId.get(l.id);
    if (
      !receipt ||
      l.line_id === null ||
      l.student_id === null ||
      l.class_id === null ||
      l.payment_month === null ||
      l.amount === null ||
      l.is_late_payment === null
    ) {
      continue;
    }
    receipt.lines.push({
      paymentId: l.line_id,
      studentId: l.student_id,
      studentName: l.student_name,
      classId: l.class_id,
      className: l.class_name ?? "",
      paymentMonth: l.payment_month,
      amount: l.amount,
      isLatePayment: l.is_late_payment === 1,
      ...lineAfterwards(l),
    });
  }
  for (const l of feeLines) {
    const receipt = byId.get(l.receipt_id);
    if (!receipt) continue;
    receipt.enrollmentFeeLines.push({
      lineId: l.id,
      enrollmentFeeId: l.fee_charge_id,
      studentId: l.student_id,
      studentName: l.student_name,
      label: `Matrícula ${l.season}`,
      amount: l.amount,
      ...lineAfterwards(l),
    });
  }
  for (const r of byId.values()) {
    // Class lines by id, then fee lines by id: the order the tenders paid them in.
    const all = [...r.lines, ...r.enrollmentFeeLines];
    for (const l of all) if (l.voidedAt === null) r.liveTotal += l.amount;
    r.voided = all.length > 0 && all.every((l) => l.voidedAt !== null);
    r.tenders = tenderBalances(
      r.tenders,
      all.map((l) => ({ amount: l.amount, voided: l.voidedAt !== null })),
    );
  }
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

/**
 * The ids of the receipts with a line for any of the students, voided lines included, each
 * once (a student's receipts, a family's). Not run: `.execute()` it.
 */
export function receiptIdsOfStudents(db: Database, studentIds: readonly number[]) {
  return db
    .selectFrom("payments")
    .select("receipt_id")
    .where(idIn(db, "student_id", [...studentIds]))
    .where("receipt_id", "is not", null)
    .union(
      // Fee lines (issue 26) are beside the class payments.
      db
        .selectFrom("enrollment_fee_payments")
        .select("receipt_id")
        .where(idIn(db, "student_id", [...studentIds])),
    );
}

/** The receipts with a line for the student, newest first (voided lines included). */
export async function studentReceiptIds(db: Database, studentId: number): Promise<number[]> {
  if (!isStorableId(studentId)) return [];
  const rows = await receiptIdsOfStudents(db, [studentId]).execute();
  return rows
    .map((r) => r.receipt_id)
    .filter((id): id is number => id !== null)
    .sort((a, b) => b - a);
}

/** The boleta number a receipt carries now, or undefined when there is no such receipt. */
export async function findReceiptTaxDocument(
  db: Database,
  id: number,
): Promise<{ taxDocumentNumber: string | null } | undefined> {
  if (!isStorableId(id)) return undefined;
  const row = await db
    .selectFrom("receipts")
    .select("tax_document_number")
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { taxDocumentNumber: row.tax_document_number };
}

/** Records the SII boleta's number on a receipt (issued after the payment was taken). */
export async function setReceiptTaxDocument(db: Database, id: number, taxDocumentNumber: string) {
  await db
    .updateTable("receipts")
    .set({ tax_document_number: taxDocumentNumber })
    .where("id", "=", id)
    .execute();
}
