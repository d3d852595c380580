import {
  compareEs,
  type DebtsReport,
  debtAges,
  debtsReportOf,
  type LedgerItem,
  lastNMonths,
  OUTSTANDING_REPORT_MONTHS,
  type OwedDebtMonth,
  owedStatusOf,
  type StudentDebt,
  studentDebtOf,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { keepUnlessFailed } from "../../db/kept-values.ts";
import type { loadStudio } from "../system/settings.ts";
import { loadOwedEnrollmentFees } from "./enrollment-fees.ts";
import type { LedgerPosition } from "./ledger-changes.ts";
import type { BilledStudent } from "./month-ledger.ts";
import {
  loadOwedMonths,
  type OwedMonth,
  type OwedMonthsChanges,
  readOwedMonthsChanges,
} from "./owed-months.ts";

// What the studio is owed today (issue 36 #7): every owed class month of the last
// OUTSTANDING_REPORT_MONTHS up to this month and every enrollment fee still owing, by the one
// ledger. The debts report lists it and the dashboard's "total adeudado" is its total: one
// computation, so the two figures (and the family statements, which read the same months and
// fees per family) cannot disagree.

type Studio = Awaited<ReturnType<typeof loadStudio>>;

/** A student's line as last built, with what it was built from. */
type KeptLine = {
  asOf: string;
  student: BilledStudent;
  /** Her owed month items (the kept months' own objects) and her fees' key. */
  items: readonly LedgerItem[];
  fees: string;
  line: StudentDebt | null;
};

/** Each database's lines by student: a write changes a few students' lines, not the report's. */
const keptLines = new WeakMap<Database, Map<number, KeptLine>>();

/** What the studio is owed today: the report, each month's owed items and the owed fees. */
export type StudioDebts = {
  report: DebtsReport & { fromMonth: YearMonth };
  months: OwedMonth[];
  fees: OwedFees;
};

type OwedFees = Awaited<ReturnType<typeof loadOwedEnrollmentFees>>;

/** The last studio debts per database, with where the ledger stood when they were read. */
const keptDebts = new WeakMap<
  Database,
  LedgerPosition & { today: string; value: Promise<StudioDebts> }
>();

/**
 * The studio's debts as of today: the debts report (each student's owed months and fees, the
 * totals by age, the first month read), each month's owed items, oldest first (the current
 * month last: the dashboard's month figures are read from it, not from a second read that
 * would race this one for the same kept month), and the owed fees (the reminders' own).
 * Computed once per ledger position: every request at the same position (the debts pages, the
 * dashboard, the reminders, at once or one after the other) shares one computation, whose cost
 * grows with the studio (issue 37: at 20,000 students every request computing its own made
 * PostgreSQL fall behind). A write moves the position; every write is audited, or moves the
 * epoch when it is made behind the API.
 */
export async function loadStudioDebts(db: Database, studio: Studio): Promise<StudioDebts> {
  const months = lastNMonths(studio.month, OUTSTANDING_REPORT_MONTHS);
  const at = await readOwedMonthsChanges(db, studio, months);
  const last = keptDebts.get(db);
  if (
    last &&
    last.epoch === at.epoch &&
    last.today === studio.today &&
    last.auditId >= at.auditId
  ) {
    return last.value;
  }
  const value = computeStudioDebts(db, studio, months, at);
  keepUnlessFailed(keptDebts, db, {
    epoch: at.epoch,
    auditId: at.auditId,
    today: studio.today,
    value,
  });
  return value;
}

/**
 * The months are kept per month (owed-months.ts); the fees are two queries whatever the
 * studio's size. A student's line is built again only when her items changed: the kept months
 * hand back the same item objects for the students a write left alone.
 */
async function computeStudioDebts(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
  at: OwedMonthsChanges,
): Promise<StudioDebts> {
  // The fees (matrícula) are their own owed items, outside the months' ledger.
  const [perMonth, fees] = await Promise.all([
    loadOwedMonths(db, studio, months, at),
    loadOwedEnrollmentFees(db),
  ]);
  const students = new Map<number, BilledStudent>();
  const items = new Map<number, LedgerItem[]>();
  for (const month of perMonth) {
    for (const s of month.students) if (!students.has(s.id)) students.set(s.id, s);
    for (const item of month.owed) {
      const own = items.get(item.studentId);
      if (own) own.push(item);
      else items.set(item.studentId, [item]);
    }
  }
  for (const s of fees.students) if (!students.has(s.id)) students.set(s.id, s);
  // Enrollment fees (issue 26): a row of their month named by the fee, no class (id 0).
  const feeRows = new Map<number, OwedDebtMonth[]>();
  for (const f of fees.items) {
    const row: OwedDebtMonth = {
      studentId: f.studentId,
      classId: 0,
      enrollmentFeeId: f.id,
      className: f.label,
      paymentMonth: f.paymentMonth,
      dueDate: f.dueDate,
      expectedAmount: f.expectedAmount,
      paidAmount: f.paidAmount,
      remainingAmount: f.remainingAmount,
      surcharge: 0,
      status: owedStatusOf(f.status),
    };
    const own = feeRows.get(f.studentId);
    if (own) own.push(row);
    else feeRows.set(f.studentId, [row]);
  }
  const kept = keptLines.get(db) ?? new Map<number, KeptLine>();
  const ageOf = debtAges(studio.today);
  const lines: StudentDebt[] = [];
  const next = new Map<number, KeptLine>();
  // Name order first: the report keeps it among equal debts.
  const ordered = nameOrder(db, students);
  for (const student of ordered) {
    const own = items.get(student.id) ?? [];
    const feesOwed = feeRows.get(student.id) ?? [];
    const feesKey = feesOwed.length === 0 ? "" : JSON.stringify(feesOwed);
    const before = kept.get(student.id);
    let entry = before;
    if (!entry || !sameLine(entry, studio.today, student, own, feesKey)) {
      // studentDebtOf copies the report's fields one by one: the item's others stay behind.
      const owed: OwedDebtMonth[] = own.map((o) => ({ ...o, status: owedStatusOf(o.status) }));
      owed.push(...feesOwed);
      entry = {
        asOf: studio.today,
        student,
        items: own,
        fees: feesKey,
        line: studentDebtOf(student, owed, ageOf),
      };
    }
    next.set(student.id, entry);
    if (entry.line) lines.push(entry.line);
  }
  keptLines.set(db, next);
  const report = debtsReportOf(studio.today, lines);
  return {
    report: { ...report, fromMonth: months[0] ?? studio.month },
    months: perMonth,
    fees,
  };
}

/** The last name order per database, kept while the same students have the same names. */
const keptOrders = new WeakMap<Database, BilledStudent[]>();

/**
 * `students` in Spanish name order (then by id). Sorting two thousand names costs milliseconds
 * and they seldom change: the last order is reused while every student in it is the same.
 */
function nameOrder(db: Database, students: ReadonlyMap<number, BilledStudent>): BilledStudent[] {
  const last = keptOrders.get(db);
  if (
    last &&
    last.length === students.size &&
    last.every((s) => {
      const now = students.get(s.id);
      return now !== undefined && now.fullName === s.fullName;
    })
  ) {
    // The same students and names: the phones may have changed, so today's objects are used.
    return last.map((s) => students.get(s.id) as BilledStudent);
  }
  const ordered = [...students.values()].sort(
    (a, b) => compareEs(a.fullName, b.fullName) || a.id - b.id,
  );
  keptOrders.set(db, ordered);
  return ordered;
}

/** Whether a kept line was built from the very same items, fees, name and day. */
function sameLine(
  kept: KeptLine,
  asOf: string,
  student: BilledStudent,
  items: readonly LedgerItem[],
  fees: string,
) {
  return (
    kept.asOf === asOf &&
    kept.fees === fees &&
    kept.student.fullName === student.fullName &&
    kept.student.phone === student.phone &&
    kept.items.length === items.length &&
    kept.items.every((item, index) => item === items[index])
  );
}
