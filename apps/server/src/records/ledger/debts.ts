import {
  compareEs,
  type DebtsReport,
  debtAges,
  debtsReportOf,
  debtsReportWith,
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
  type OwedStudent,
  readOwedMonthsChanges,
  studentsChangedSince,
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

/**
 * The last report built per database, with what it was built from: each month's answer (by
 * version), every student's line and her place in name order, and the fees' keys. A write
 * changes a few students' lines: the next report replaces those (debtsReportWith) instead of
 * grouping, ordering and sorting the studio again (at 20,000 students that was 25 ms a write).
 */
type KeptReport = {
  auditId: number;
  asOf: string;
  months: readonly YearMonth[];
  versions: readonly number[];
  lines: Map<number, KeptLine>;
  rank: ReadonlyMap<number, number>;
  fees: ReadonlyMap<number, string>;
  report: DebtsReport;
};

const keptReports = new WeakMap<Database, KeptReport>();

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
 * studio's size. The report is the last one with the lines of the students changed since put
 * back in place, or built whole (the first time, a new day, a write that reached the studio).
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
  const read: ReadDebts = { studio, months, perMonth, fees, feeRows: feeRowsOf(fees), at };
  const last = keptReports.get(db);
  // A computation that started before the kept report's position builds its own, and keeps
  // nothing: the kept one is newer.
  const kept =
    last && last.auditId > at.auditId
      ? wholeReport(db, read)
      : ((last && patchedReport(last, read)) ?? wholeReport(db, read));
  if (!last || kept.auditId >= last.auditId) keptReports.set(db, kept);
  return {
    report: { ...kept.report, fromMonth: months[0] ?? studio.month },
    months: perMonth,
    fees,
  };
}

/** Each student's enrollment fees still owing as rows of the report, with a key to compare. */
function feeRowsOf(fees: OwedFees): Map<number, { rows: OwedDebtMonth[]; key: string }> {
  const byStudent = new Map<number, OwedDebtMonth[]>();
  for (const f of fees.items) {
    // Enrollment fees (issue 26): a row of their month named by the fee, no class (id 0).
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
    const own = byStudent.get(f.studentId);
    if (own) own.push(row);
    else byStudent.set(f.studentId, [row]);
  }
  return new Map([...byStudent].map(([id, rows]) => [id, { rows, key: JSON.stringify(rows) }]));
}

type FeeRows = ReturnType<typeof feeRowsOf>;

/** What a report is built from: the owed months (in `months`' order) and fees as read. */
type ReadDebts = {
  studio: Studio;
  months: readonly YearMonth[];
  perMonth: readonly OwedMonth[];
  fees: OwedFees;
  feeRows: FeeRows;
  at: OwedMonthsChanges;
};

/** A student's line of the report from her owed month items and fee rows. */
function lineOf(
  asOf: string,
  student: BilledStudent,
  items: readonly LedgerItem[],
  fees: FeeRows,
  ageOf: ReturnType<typeof debtAges>,
): KeptLine {
  const feesOwed = fees.get(student.id);
  // studentDebtOf copies the report's fields one by one: the item's others stay behind.
  const owed: OwedDebtMonth[] = items.map((o) => ({ ...o, status: owedStatusOf(o.status) }));
  if (feesOwed) owed.push(...feesOwed.rows);
  return {
    asOf,
    student,
    items,
    fees: feesOwed?.key ?? "",
    line: studentDebtOf(student, owed, ageOf),
  };
}

/**
 * The report of every student, in name order then sorted by debt. A student's line is built
 * again only when her items changed: the kept months hand back the same item objects for the
 * students a write left alone.
 */
function wholeReport(
  db: Database,
  { studio, months, perMonth, fees, feeRows, at }: ReadDebts,
): KeptReport {
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
  const before = keptReports.get(db)?.lines ?? new Map<number, KeptLine>();
  const ageOf = debtAges(studio.today);
  const lines: StudentDebt[] = [];
  const next = new Map<number, KeptLine>();
  const rank = new Map<number, number>();
  // Name order first: the report keeps it among equal debts.
  for (const student of nameOrder(db, students)) {
    const own = items.get(student.id) ?? [];
    const kept = before.get(student.id);
    const entry =
      kept && sameLine(kept, studio.today, student, own, feeRows.get(student.id)?.key ?? "")
        ? kept
        : lineOf(studio.today, student, own, feeRows, ageOf);
    rank.set(student.id, rank.size);
    next.set(student.id, entry);
    if (entry.line) lines.push(entry.line);
  }
  return {
    auditId: at.auditId,
    asOf: studio.today,
    months,
    versions: perMonth.map((m) => m.version),
    lines: next,
    rank,
    fees: new Map([...feeRows].map(([id, f]) => [id, f.key])),
    report: debtsReportOf(studio.today, lines),
  };
}

/**
 * The last report with the students changed since put back in place, or undefined when that
 * cannot be said from the kept months (a new day, other months, a patch too far back) or a
 * changed student would take a new place in name order (new to the report, or renamed).
 */
function patchedReport(
  last: KeptReport,
  { studio, months, perMonth, fees, feeRows, at }: ReadDebts,
): KeptReport | undefined {
  if (last.asOf !== studio.today || last.months.join() !== months.join()) return undefined;
  const changes: Map<number, OwedStudent | undefined>[] = [];
  const changed = new Set<number>();
  for (const [index, month] of perMonth.entries()) {
    const since = studentsChangedSince(month, last.versions[index] ?? -1);
    if (!since) return undefined;
    changes.push(since);
    for (const id of since.keys()) changed.add(id);
  }
  for (const [id, f] of feeRows) if (last.fees.get(id) !== f.key) changed.add(id);
  for (const id of last.fees.keys()) if (!feeRows.has(id)) changed.add(id);
  const feeStudents = new Map(fees.students.map((s) => [s.id, s]));
  const ageOf = debtAges(studio.today);
  const replaced = new Map<number, KeptLine>();
  for (const id of changed) {
    const before = last.lines.get(id);
    const items: LedgerItem[] = [];
    let student: BilledStudent | undefined;
    for (const [index, month] of perMonth.entries()) {
      const change = changes[index] as Map<number, OwedStudent | undefined>;
      if (change.has(id)) {
        const part = change.get(id);
        if (part) {
          student ??= part.student;
          items.push(...part.owed);
        }
      } else if (before) {
        for (const item of before.items) if (item.paymentMonth === month.month) items.push(item);
      }
    }
    student ??= feeStudents.get(id) ?? before?.student;
    if (!student || (items.length === 0 && !feeRows.has(id))) {
      // Owes nothing now: her line (if any) leaves the report.
      if (before?.line) replaced.set(id, { ...before, items: [], fees: "", line: null });
      continue;
    }
    // A new place in name order is the whole report's to work out.
    if (!before || before.student.fullName !== student.fullName) return undefined;
    replaced.set(id, lineOf(studio.today, student, items, feeRows, ageOf));
  }
  const lines = [...replaced.values()].flatMap((l) => (l.line ? [l.line] : []));
  for (const [id, line] of replaced) last.lines.set(id, line);
  return {
    auditId: at.auditId,
    asOf: studio.today,
    months,
    versions: perMonth.map((m) => m.version),
    lines: last.lines,
    rank: last.rank,
    fees: new Map([...feeRows].map(([id, f]) => [id, f.key])),
    report: debtsReportWith(
      last.report,
      new Set(replaced.keys()),
      lines,
      (id) => last.rank.get(id) ?? 0,
    ),
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
