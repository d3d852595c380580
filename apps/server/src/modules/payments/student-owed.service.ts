import {
  addMonths,
  type IsoDate,
  lastNMonths,
  ledgerItems,
  monthOf,
  OUTSTANDING_REPORT_MONTHS,
  type StudentOutstanding,
  studentOutstandingFromItems,
  type YearMonth,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { loadEnrollmentFeeItems } from "../../records/ledger/enrollment-fees.ts";
import { loadStudentsLedger } from "../../records/ledger/student-ledger.ts";
import { findLiveStudent } from "../../records/people/students.ts";
import { loadStudio } from "../../records/system/settings.ts";

// What a student owes, as the desk's payment form and her page show it: one month priced as of
// a day, or every unpaid month of the outstanding report's reach with her enrollment fees.

/**
 * A student's outstanding classes for a month, priced as of `asOf` (the payment date the form
 * shows) or else today in the studio's calendar.
 */
export async function getStudentOutstanding(
  ctx: AppContext,
  studentId: number,
  month: YearMonth,
  asOf: IsoDate | undefined,
  versions?: Promise<DataVersions>,
): Promise<StudentOutstanding> {
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const [student, facts] = await Promise.all([
    findLiveStudent(ctx.db, studentId),
    loadStudentsLedger(
      ctx.db,
      [studentId],
      studio.rules,
      { only: [month] },
      studio.settings.families,
    ),
  ]);
  if (!student) throw failure("STUDENT_NOT_FOUND");
  const items = ledgerItems({
    months: [month],
    asOf: asOf ?? studio.today,
    rules: studio.rules,
    ...facts,
  });
  return studentOutstandingFromItems(
    month,
    items.filter((i) => i.studentId === studentId),
  );
}

/**
 * Every month of the last OUTSTANDING_REPORT_MONTHS (the outstanding report's reach) that the
 * student still owes, oldest first, priced as of today. Three queries whatever the range.
 */
export async function getStudentUnpaidMonths(ctx: AppContext, studentId: number) {
  const studio = await loadStudio(ctx.db, ctx.now());
  const from = addMonths(monthOf(studio.today), 1 - OUTSTANDING_REPORT_MONTHS);
  const [student, facts, fees] = await Promise.all([
    findLiveStudent(ctx.db, studentId),
    loadStudentsLedger(ctx.db, [studentId], studio.rules, { from }, studio.settings.families),
    loadEnrollmentFeeItems(ctx.db, [studentId]),
  ]);
  if (!student) throw failure("STUDENT_NOT_FOUND");
  const range = lastNMonths(monthOf(studio.today), OUTSTANDING_REPORT_MONTHS);
  const items = ledgerItems({
    months: range,
    asOf: studio.today,
    rules: studio.rules,
    ...facts,
  }).filter((i) => i.studentId === studentId);
  const months = range
    .map((month) => studentOutstandingFromItems(month, items))
    .filter((month) => month.hasOutstandingPayments);
  const enrollmentFees = fees
    .filter((f) => f.remainingAmount > 0)
    .map(({ chargeId: _, charge: __, status, ...f }) => ({
      ...f,
      status: status === "PARTIAL" ? ("PARTIAL" as const) : ("PENDING" as const),
    }));
  return {
    asOf: studio.today,
    months,
    enrollmentFees,
    totalOutstandingAmount:
      months.reduce((sum, m) => sum + m.totalOutstandingAmount, 0) +
      enrollmentFees.reduce((sum, f) => sum + f.remainingAmount, 0),
  };
}
