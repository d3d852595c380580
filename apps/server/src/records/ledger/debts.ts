import {
  buildDebtsReport,
  compareEs,
  type DebtsReport,
  type LedgerItem,
  lastNMonths,
  OUTSTANDING_REPORT_MONTHS,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { loadStudio } from "../system/settings.ts";
import { loadOwedEnrollmentFees } from "./enrollment-fees.ts";
import type { BilledStudent } from "./month-ledger.ts";
import { loadOwedMonths, type OwedMonth } from "./owed-months.ts";

// What the studio is owed today (issue 36 #7): every owed class month of the last
// OUTSTANDING_REPORT_MONTHS up to this month and every enrollment fee still owing, by the one
// ledger. The debts report lists it and the dashboard's "total adeudado" is its total: one
// computation, so the two figures (and the family statements, which read the same months and
// fees per family) cannot disagree.

type Studio = Awaited<ReturnType<typeof loadStudio>>;

/**
 * The studio's debts as of today: the debts report (each student's owed months and fees, the
 * totals by age, the first month read) and each month's owed items, oldest first (the current
 * month last: the dashboard's month figures are read from it, not from a second read that
 * would race this one for the same kept month). The months are kept per month
 * (owed-months.ts); the fees are two queries whatever the studio's size.
 */
export async function loadStudioDebts(
  db: Database,
  studio: Studio,
): Promise<{ report: DebtsReport & { fromMonth: YearMonth }; months: OwedMonth[] }> {
  const months = lastNMonths(studio.month, OUTSTANDING_REPORT_MONTHS);
  // The fees (matrícula) are their own owed items, outside the months' ledger.
  const [perMonth, fees] = await Promise.all([
    loadOwedMonths(db, studio, months),
    loadOwedEnrollmentFees(db),
  ]);
  const students = new Map<number, BilledStudent>();
  const owed: LedgerItem[] = [];
  for (const month of perMonth) {
    for (const s of month.students) if (!students.has(s.id)) students.set(s.id, s);
    owed.push(...month.owed);
  }
  for (const s of fees.students) if (!students.has(s.id)) students.set(s.id, s);
  const report = buildDebtsReport({
    asOf: studio.today,
    students: [...students.values()].sort(
      (a, b) => compareEs(a.fullName, b.fullName) || a.id - b.id,
    ),
    owed: [
      ...owed.map((o) => ({
        studentId: o.studentId,
        classId: o.classId,
        className: o.className,
        paymentMonth: o.paymentMonth,
        dueDate: o.dueDate,
        expectedAmount: o.expectedAmount,
        paidAmount: o.paidAmount,
        remainingAmount: o.remainingAmount,
        surcharge: o.surcharge,
        status: o.status === "PARTIAL" ? ("PARTIAL" as const) : ("PENDING" as const),
      })),
      // Enrollment fees (issue 26): a row of their month named by the fee, no class (id 0).
      ...fees.items.map((f) => ({
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
        status: f.status === "PARTIAL" ? ("PARTIAL" as const) : ("PENDING" as const),
      })),
    ],
  });
  return { report: { ...report, fromMonth: months[0] ?? studio.month }, months: perMonth };
}
