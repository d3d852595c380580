import { type CashDayPayment, dayTakings, type MethodTotal } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { staffNameSql } from "../../db/sql-fragments.ts";
import { classLinesQuery } from "./class-lines.ts";
import { feeLinesQuery } from "./fee-lines.ts";
import { loadDayTenders } from "./receipt-tenders.ts";

/** A day's money as the cash close reads it. */
export interface DayMoney {
  /** Every line dated that day, voided ones included and marked, in the order taken. */
  payments: CashDayPayment[];
  /** What the live lines took, by method, each line counted by the tenders that paid it. */
  live: MethodTotal[];
  /** What the voided lines handed back, by method. */
  voided: MethodTotal[];
}

/** The columns both kinds of line read alike. */
interface LineRow {
  id: number;
  receipt_id: number | null;
  receipt_number: number;
  student_id: number;
  student_name: string;
  payment_method: string;
  amount: number;
  created_at: string;
  deleted_at: string | null;
  void_reason: string | null;
  taken_by: string | null;
  voided_by: string | null;
}

type DayLine = CashDayPayment & { receiptId: number | null };

/** A line as the sheet lists it; `what` says which month of which class (or fee) it pays. */
function dayLine(
  lineKind: CashDayPayment["lineKind"],
  r: LineRow,
  what: Pick<CashDayPayment, "classId" | "className" | "paymentMonth">,
): DayLine {
  return {
    lineKind,
    paymentId: r.id,
    receiptId: r.receipt_id,
    receiptNumber: r.receipt_number,
    studentId: r.student_id,
    studentName: r.student_name,
    ...what,
    method: r.payment_method,
    amount: r.amount,
    tenders: [],
    createdAt: r.created_at,
    takenBy: r.taken_by,
    voided:
      r.deleted_at === null ? null : { at: r.deleted_at, by: r.voided_by, reason: r.void_reason },
  };
}

/**
 * The money of a day (issue 36): every receipt line dated `day` of every kind (class months,
 * enrollment fees), voided ones included, with the names the cash-close sheet shows, and the
 * tenders of their receipts. Each line is counted by how its receipt was paid (domain
 * dayTakings), so a matrícula paid in cash is cash like a month, and a receipt paid part cash
 * part transfer puts only its cash part in the drawer. Three queries whatever the day holds.
 *
 * A new kind of receipt line is read here, beside the two below: this is the one reader of a
 * day's lines (the close, its sheet and its agreement test all go through it).
 */
export async function dayMoney(db: Database, day: string): Promise<DayMoney> {
  const classLines = await classLinesQuery(db)
    .leftJoin("users as taker", "taker.id", "payments.created_by")
    .leftJoin("users as voider", "voider.id", "payments.deleted_by")
    .select([staffNameSql("taker").as("taken_by"), staffNameSql("voider").as("voided_by")])
    .where("payments.payment_date", "=", day)
    .orderBy("payments.id")
    .execute();
  const feeLines = await feeLinesQuery(db)
    .innerJoin("receipts", "receipts.id", "fp.receipt_id")
    .leftJoin("users as taker", "taker.id", "fp.created_by")
    .leftJoin("users as voider", "voider.id", "fp.deleted_by")
    .select([
      "receipts.number as receipt_number",
      "fc.due_date",
      "fp.payment_method",
      "fp.created_at",
      staffNameSql("taker").as("taken_by"),
      staffNameSql("voider").as("voided_by"),
    ])
    .where("fp.payment_date", "=", day)
    .orderBy("fp.id")
    .execute();
  const tenders = await loadDayTenders(db, day);

  const lines: DayLine[] = [
    ...classLines.map((r) =>
      dayLine("class", r, {
        classId: r.class_id,
        className: r.class_name,
        paymentMonth: r.payment_month,
      }),
    ),
    ...feeLines.map((r) =>
      dayLine("enrollmentFee", r, {
        classId: 0,
        className: `Matrícula ${r.season}`,
        paymentMonth: r.due_date.slice(0, 7),
      }),
    ),
  ];
  // Receipt by receipt, its lines in the order its tenders paid them (class lines by id, then
  // fee lines by id, as listed above); a line without a receipt is a receipt of its own.
  const receipts = new Map<string, typeof lines>();
  for (const line of lines) {
    const key = line.receiptId === null ? `line:${line.paymentId}` : `receipt:${line.receiptId}`;
    receipts.set(key, [...(receipts.get(key) ?? []), line]);
  }
  const groups = [...receipts.values()];
  const takings = dayTakings(
    groups.map((group) => ({
      tenders: group[0]?.receiptId == null ? [] : (tenders.get(group[0].receiptId) ?? []),
      lines: group.map((l) => ({ amount: l.amount, voided: l.voided !== null, method: l.method })),
    })),
  );
  groups.forEach((group, g) => {
    group.forEach((line, i) => {
      line.tenders = takings.portions[g]?.[i] ?? [{ method: line.method, amount: line.amount }];
    });
  });
  // In the order taken: by time, then receipt, then the receipt's own order (months, fees).
  const rank = (l: CashDayPayment) => (l.lineKind === "class" ? 0 : 1);
  const payments = lines
    .sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) ||
        (a.receiptNumber ?? 0) - (b.receiptNumber ?? 0) ||
        rank(a) - rank(b) ||
        a.paymentId - b.paymentId,
    )
    .map(({ receiptId: _receiptId, ...line }) => line);
  return { payments, live: takings.live, voided: takings.voided };
}
