import {
  allocateTenders,
  type BillingRules,
  checkLineAgainstRemaining,
  type FamilySettings,
  formatMonthEs,
  type IsoDate,
  type LedgerItem,
  ledgerItems,
  mainMethod,
  type PaymentLine,
  type PaymentMethod,
  paymentStatusOf,
  type ReceiptResponse,
  type TaxDocumentSettings,
  type Tender,
  tendersProblem,
} from "@nova/domain";
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DatabaseSchema } from "../../db/schema.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { lockAllForWrite, lockForWrite, type WriteLock } from "../../db/write-locks.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { writeAudit } from "../audit/audit-log.ts";
import { type FeeLine, writeFeeLines } from "../ledger/enrollment-fees.ts";
import { loadStudentsLedger } from "../ledger/student-ledger.ts";
import { assertPaysForAll, type GuardianRecord } from "../people/guardians.ts";
import { cashDayLock, refuseClosedDay } from "./cash-days.ts";
import { findReceipts, insertReceipt, receiptsOfRows } from "./receipts.ts";
import { findTaxDocumentsOfReceipts, queueReceiptTaxDocuments } from "./tax-documents.ts";

// Writing a receipt (issue 25), shared by the desk (payments module) and, since issue 30, by
// the payments a family makes online and the bank transfers staff confirm from the portal's
// inbox: one way to check what remains of each month and to number the receipt.

/** A method a receipt is written with: the desk's, or an online gateway's (never cash). */
export type ReceiptMethod = PaymentMethod | "FLOW";

/** A payment (line) as written, with the names the answers show. */
export interface WrittenLine {
  id: number;
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  amount: number;
  paymentMonth: string;
  paymentDate: string;
  paymentMethod: string;
  notes: string | null;
  isLatePayment: boolean;
  receiptNumber: number;
  receiptId: number;
  createdAt: string;
}

/** What a receipt write needs beyond its lines. */
export interface ReceiptHeader {
  paymentDate: IsoDate;
  /** The method of a receipt paid one way (its one tender, when `tenders` are not given). */
  paymentMethod: ReceiptMethod;
  /**
   * Several ways to pay (issue 36): each method once, adding up to the lines' total (checked
   * here: 422 otherwise). The receipt and each line then carry their largest tender's method.
   */
  tenders?: readonly Tender[] | null;
  notes: string | null;
  taxDocumentNumber: string | null;
  /** A family payment: the paying guardian, whose name and RUT the receipt carries. */
  payer?: GuardianRecord | null;
  /** Enrollment fees paid by the receipt (issue 26), their students read from the charges. */
  enrollmentFeeLines?: readonly FeeLine[];
  /** The studio's 'Boletas (SII)' settings when the caller has them (else read here). */
  taxSettings?: TaxDocumentSettings;
}

export const keyOf = (l: { studentId: number; classId: number; paymentMonth: string }) =>
  `${l.studentId}|${l.classId}|${l.paymentMonth}`;

/** The ledger items of the lines' students and months as of `asOf`, keyed by line. */
export async function itemsFor(
  db: Database,
  lines: readonly { studentId: number; classId: number; paymentMonth: string }[],
  rules: BillingRules,
  asOf: IsoDate,
  families?: FamilySettings,
) {
  // The ledger prices a month from its own lines: only the lines' months are read.
  const months = [...new Set(lines.map((l) => l.paymentMonth))];
  const facts = await loadStudentsLedger(
    db,
    lines.map((l) => l.studentId),
    rules,
    { only: months },
    families,
  );
  const items = ledgerItems({
    months,
    asOf,
    rules,
    ...facts,
  });
  const lastLine = new Map<string, number>();
  for (const l of facts.lines) lastLine.set(keyOf(l), l.id);
  return { items: new Map(items.map((i) => [keyOf(i), i])), lastLine };
}

/** A student with her paying guardian (if any), as `namesAndPayer` reads them. */
export interface StudentPayerRow {
  id: number;
  first_name: string;
  last_name: string;
  dni: string | null;
  guardian_id: number | null;
  guardian_name: string | null;
  guardian_rut: string | null;
}

/** The receipt's students and who paid: see `namesAndPayer`. */
export type ReceiptStudents = {
  names: Map<number, string>;
  payer: { guardianId: number | null; fullName: string; rut: string | null } | null;
};

/**
 * The receipt's students with their names and, for one taken without naming a payer, who paid
 * (issue 36: every receipt says 'Pagado por', also one taken from a student's page): the
 * guardian who pays for every student on it, as she is on the day; else the one student on it,
 * when nobody pays for her (an adult paying for herself), with her RUT; else nobody (students
 * of different payers: their names say it). From the rows of `studentPayerRows`.
 */
export function namesAndPayer(
  rows: readonly StudentPayerRow[],
  studentIds: readonly number[],
): ReceiptStudents {
  const names = new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
  const payers = new Map(rows.map((r) => [r.id, r]));
  const distinct = new Set(studentIds.map((id) => payers.get(id)?.guardian_id ?? null));
  if (distinct.size !== 1) return { names, payer: null };
  const [guardianId] = distinct;
  const first = payers.get(studentIds[0] as number);
  if (guardianId !== null && guardianId !== undefined) {
    // A payer erased or deleted since: nobody is named (no live guardian by that id).
    return {
      names,
      payer:
        first?.guardian_name != null
          ? { guardianId, fullName: first.guardian_name, rut: first.guardian_rut ?? null }
          : null,
    };
  }
  if (studentIds.length !== 1 || !first) return { names, payer: null };
  return {
    names,
    payer: { guardianId: null, fullName: `${first.first_name} ${first.last_name}`, rut: first.dni },
  };
}

/**
 * Joins a query on `students` to each student's paying guardian, left joins both: a student
 * nobody pays for, or whose payer was deleted since, keeps her row with the guardian's columns
 * null. Selects the columns of a StudentPayerRow.
 */
export function withPayingGuardian<O>(qb: SelectQueryBuilder<DatabaseSchema, "students", O>) {
  return qb
    .leftJoin("student_guardians", (join) =>
      join
        .onRef("student_guardians.student_id", "=", "students.id")
        .on("student_guardians.is_payer", "=", 1),
    )
    .leftJoin("guardians", (join) =>
      join
        .onRef("guardians.id", "=", "student_guardians.guardian_id")
        .on("guardians.deleted_at", "is", null),
    )
    .select([
      "students.id",
      "students.first_name",
      "students.last_name",
      "students.dni",
      "student_guardians.guardian_id",
      "guardians.full_name as guardian_name",
      "guardians.rut as guardian_rut",
    ]);
}

/** The students with their paying guardians, in one query (issue 37: it was three). */
async function studentPayerRows(
  db: Database,
  studentIds: readonly number[],
): Promise<StudentPayerRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom("students")
    .$call(withPayingGuardian)
    .where(idIn(db, "students.id", [...studentIds]))
    .execute();
}

/**
 * Writes one receipt and its lines in the transaction `trx`: locks each student's ledger (in
 * id order), refuses a closed day, re-reads what remains of every month under those locks
 * (a line above it is refused, with the amount; a month with nothing left is a
 * DUPLICATE_PAYMENT), takes the next number, and writes the receipt, its lines and their audit
 * rows. Two payments racing for the last pesos of a month: the second waits, then sees the
 * first's line.
 */
export async function writeReceipt(
  trx: Database,
  ctx: Pick<AppContext, "now">,
  /** Who takes it; with her name, the receipt's answer is made without reading it back. */
  user: { id: number | null; name?: string | null; username?: string },
  header: ReceiptHeader,
  lines: readonly PaymentLine[],
  rules: BillingRules,
  options: {
    multiClass?: boolean;
    /** The family settings read with `rules` (else read again here). */
    families?: FamilySettings;
    /**
     * Checks of the caller's that need what remains (the backdating rule of a desk payment),
     * run on the items read under the locks, before the day's close and the lines are checked.
     */
    checkItems?: (items: ReadonlyMap<string, LedgerItem>) => void;
    /**
     * The students' names and payer, when the caller read them with its checks (a desk
     * payment: one query fewer); else read here.
     */
    students?: ReceiptStudents;
  } = {},
): Promise<{ receipt: ReceiptResponse; written: WrittenLine[] }> {
  const feeLines = header.enrollmentFeeLines ?? [];
  const total = [...lines, ...feeLines].reduce((sum, l) => sum + l.amount, 0);
  const tenders: readonly Tender[] =
    header.tenders && header.tenders.length > 0
      ? header.tenders
      : [{ method: header.paymentMethod, amount: total }];
  const problem = tendersProblem(tenders, total);
  if (problem) {
    throw failure("INVALID_PAYMENT_AMOUNT", { field: "tenders", receiptTotal: total }, problem);
  }
  // Each line is listed under the method that paid most of it (the lines are paid from the
  // first tender first: domain allocateTenders), so a single-method receipt is as before.
  const lineMethods = allocateTenders(
    [...lines, ...feeLines].map((l) => l.amount),
    tenders,
  ).map((portions) => mainMethod(portions, header.paymentMethod));
  const receiptMethod = mainMethod(tenders, header.paymentMethod);
  const students = [
    ...new Set([...lines.map((l) => l.studentId), ...feeLines.map((l) => l.studentId)]),
  ].sort((a, b) => a - b);
  // Always in id order: two family payments sharing children wait for each other, never
  // each for the other (no deadlock). The day's lock (shared with its other payments) comes
  // last, in the same statement: every write locks subjects in that order.
  await lockAllForWrite(trx, [
    ...students.map((id): WriteLock => ({ subject: "student-ledger", key: String(id) })),
    cashDayLock(header.paymentDate),
  ]);
  if (header.payer) {
    // A payer named on the student's form meanwhile is settled before the lines are checked.
    for (const id of students) await lockForWrite(trx, "student-guardians", String(id));
    await assertPaysForAll(trx, header.payer.id, students);
  }
  // Reading the items first changes no answer: the read refuses nothing.
  const { items, lastLine } = await itemsFor(
    trx,
    lines,
    rules,
    header.paymentDate,
    options.families,
  );
  options.checkItems?.(items);
  await refuseClosedDay(trx, header.paymentDate);
  const taken = new Map<string, number>();
  const planned: { line: PaymentLine; item: LedgerItem; remainingAfter: number }[] = [];
  for (const line of lines) {
    const key = keyOf(line);
    const item = items.get(key);
    if (!item) {
      throw failure(
        "STUDENT_NOT_ENROLLED",
        { studentId: line.studentId, classId: line.classId, rejectedValue: line.paymentMonth },
        `El estudiante no está inscrito en esta clase en ${formatMonthEs(line.paymentMonth)}`,
      );
    }
    const remaining = item.remainingAmount - (taken.get(key) ?? 0);
    const check = checkLineAgainstRemaining(
      { amount: line.amount, paymentMonth: line.paymentMonth, className: item.className },
      remaining,
      lastLine.get(key),
    );
    if (!check.ok) {
      // A month with nothing left answers as the SPEC's duplicate did: its message, the
      // payment already there, and the class when the payment covered several.
      if (check.errorType === "DUPLICATE_PAYMENT") {
        const details: Record<string, number | undefined> = {
          existingPaymentId: lastLine.get(key),
        };
        if (lines.length > 1) details.classId = line.classId;
        throw failure("DUPLICATE_PAYMENT", details);
      }
      throw failure({
        ...check,
        details: { ...check.details, studentId: line.studentId, classId: line.classId },
      });
    }
    taken.set(key, (taken.get(key) ?? 0) + line.amount);
    planned.push({ line, item, remainingAfter: remaining - line.amount });
  }
  const createdAt = ctx.now().toISOString();
  const who = options.students ?? namesAndPayer(await studentPayerRows(trx, students), students);
  const names = who.names;
  const payer = header.payer
    ? { guardianId: header.payer.id, fullName: header.payer.fullName, rut: header.payer.rut }
    : who.payer;
  const {
    id: receiptId,
    number,
    lineIds,
  } = await insertReceipt(
    trx,
    {
      paymentDate: header.paymentDate,
      paymentMethod: receiptMethod,
      total,
      notes: header.notes,
      taxDocumentNumber: header.taxDocumentNumber,
      createdBy: user.id,
      createdAt,
      payer,
    },
    tenders,
    planned.map(({ line, item, remainingAfter }, index) => ({
      studentId: line.studentId,
      classId: line.classId,
      amount: line.amount,
      paymentMonth: line.paymentMonth,
      paymentMethod: lineMethods[index] ?? receiptMethod,
      isLatePayment: header.paymentDate > item.dueDate,
      remainingAfter,
    })),
  );
  const written: WrittenLine[] = [];
  for (const [index, { line, item }] of planned.entries()) {
    const method = lineMethods[index] ?? receiptMethod;
    const late = header.paymentDate > item.dueDate;
    const id = lineIds[index];
    if (id === undefined) throw new Error("unreachable: a line without its id");
    const payment: WrittenLine = {
      id,
      studentId: line.studentId,
      studentName: names.get(line.studentId) ?? "",
      classId: line.classId,
      className: item.className,
      amount: line.amount,
      paymentMonth: line.paymentMonth,
      paymentDate: header.paymentDate,
      paymentMethod: method,
      notes: header.notes,
      isLatePayment: late,
      receiptNumber: number,
      receiptId,
      createdAt,
    };
    await writeAudit(trx, {
      userId: user.id,
      action: "create",
      entity: "payment",
      entityId: id,
      after: {
        ...payment,
        status: paymentStatusOf(payment),
        ...(options.multiClass ? { multiClass: true } : {}),
      },
      at: createdAt,
    });
    written.push(payment);
  }
  await writeFeeLines(
    trx,
    {
      id: receiptId,
      paymentDate: header.paymentDate,
      paymentMethod: receiptMethod,
      lineMethods: lineMethods.slice(lines.length),
    },
    feeLines,
    { userId: user.id, at: createdAt },
  );
  const tendersOf = new Map([[receiptId, tenders]]);
  // The answer is made from what was just written (issue 37: one query fewer per payment),
  // through the same mapping a read uses; fee lines and an unnamed taker are read back.
  const takerName = user.id === null ? null : (user.name ?? user.username);
  const [receipt] =
    feeLines.length === 0 && takerName !== undefined
      ? receiptsOfRows(
          [receiptId],
          written.map((w, index) => ({
            id: receiptId,
            number,
            total,
            payment_date: header.paymentDate,
            payment_method: receiptMethod,
            notes: header.notes,
            tax_document_number: header.taxDocumentNumber,
            created_by: user.id,
            created_at: createdAt,
            payer_guardian_id: payer?.guardianId ?? null,
            payer_name: payer?.fullName ?? null,
            payer_rut: payer?.rut ?? null,
            created_by_name: takerName,
            line_id: w.id,
            student_id: w.studentId,
            student_name: w.studentName,
            class_id: w.classId,
            class_name: w.className,
            payment_month: w.paymentMonth,
            amount: w.amount,
            is_late_payment: w.isLatePayment ? 1 : 0,
            deleted_at: null,
            deleted_by: null,
            void_reason: null,
            remaining_after: planned[index]?.remainingAfter ?? null,
          })),
          [],
          tendersOf,
          new Map(),
        )
      : await findReceipts(trx, [receiptId], tendersOf, feeLines.length > 0);
  if (!receipt) throw new Error("unreachable: the receipt was just written");
  // Its SII documents are queued in the same transaction (issue 39): issued after the commit.
  const queued = await queueReceiptTaxDocuments(
    trx,
    {
      id: receiptId,
      createdAt,
      payerRut: receipt.payer?.rut ?? null,
      payerName: receipt.payer?.fullName ?? null,
    },
    [
      ...receipt.lines.map((l) => ({
        kind: "classMonth" as const,
        description: `Mensualidad ${l.className} ${formatMonthEs(l.paymentMonth)}`,
        amount: l.amount,
        lineKey: `payment:${l.paymentId}`,
      })),
      ...receipt.enrollmentFeeLines.map((l) => ({
        kind: "enrollmentFee" as const,
        description: l.label,
        amount: l.amount,
        lineKey: `fee:${l.lineId}`,
      })),
    ],
    header.taxSettings,
  );
  if (queued > 0) {
    receipt.taxDocuments = (await findTaxDocumentsOfReceipts(trx, [receiptId])).get(receiptId);
  }
  return { receipt, written };
}
