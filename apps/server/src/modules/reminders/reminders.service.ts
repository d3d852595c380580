import {
  lastNMonths,
  OUTSTANDING_REPORT_MONTHS,
  type ReminderCharge,
  type RemindersQuery,
  type RemindersResponse,
  reminderGroupsOf,
  surchargeOwed,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { loadOwedEnrollmentFees } from "../../records/ledger/enrollment-fees.ts";
import type { BilledStudent } from "../../records/ledger/month-ledger.ts";
import { loadOwedMonths } from "../../records/ledger/owed-months.ts";
import { loadPayerFacts } from "../../records/people/reminder-payers.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { remindersOfGroups } from "./kept-reminders.ts";

/**
 * GET /api/reminders: one payment reminder per payer, from the same owed items as the reports
 * ('Toda la deuda' for scope=debts: the last OUTSTANDING_REPORT_MONTHS months and the owed
 * enrollment fees; 'Pagos pendientes' of a month for scope=month). The text is the domain's.
 */
export async function paymentReminders(
  ctx: AppContext,
  query: RemindersQuery,
): Promise<RemindersResponse> {
  const studio = await loadStudio(ctx.db, ctx.now());
  const month = query.scope === "month" ? (query.month ?? studio.month) : null;
  const months = month ? [month] : lastNMonths(studio.month, OUTSTANDING_REPORT_MONTHS);
  const [perMonth, fees] = await Promise.all([
    loadOwedMonths(ctx.db, studio, months),
    month ? { students: [], items: [] } : loadOwedEnrollmentFees(ctx.db),
  ]);
  const students = new Map<number, BilledStudent>();
  const charges: ReminderCharge[] = [];
  for (const m of perMonth) {
    for (const s of m.students) if (!students.has(s.id)) students.set(s.id, s);
    for (const item of m.owed) {
      charges.push({
        studentId: item.studentId,
        paymentMonth: item.paymentMonth,
        dueDate: item.dueDate,
        remainingAmount: item.remainingAmount,
        surchargeOwed: surchargeOwed(item),
      });
    }
  }
  for (const s of fees.students) if (!students.has(s.id)) students.set(s.id, s);
  for (const fee of fees.items) {
    charges.push({
      studentId: fee.studentId,
      paymentMonth: fee.paymentMonth,
      dueDate: fee.dueDate,
      remainingAmount: fee.remainingAmount,
      surchargeOwed: 0,
      feeLabel: fee.label,
    });
  }
  const owing = new Set(charges.filter((c) => c.remainingAmount > 0).map((c) => c.studentId));
  const people = await loadPayerFacts(
    ctx.db,
    [...students.values()].filter((s) => owing.has(s.id)),
  );
  const groups = reminderGroupsOf({
    today: studio.today,
    students: people.students,
    guardians: people.guardians,
    charges,
  });
  let reminders = remindersOfGroups(
    ctx.db,
    month ? `month:${month}` : "debts",
    groups,
    {
      greeting: studio.settings.payments.reminderGreeting,
      closing: studio.settings.payments.reminderClosing,
      studioName: studio.settings.studio.name,
    },
    studio.today,
  );
  // Only the payers of the students asked for (one student's page, the console's page of debts).
  const asked = new Set([
    ...(query.studentId === undefined ? [] : [query.studentId]),
    ...(query.studentIds ?? []),
  ]);
  if (query.studentId !== undefined || query.studentIds !== undefined) {
    reminders = reminders.filter((r) =>
      [...r.students, ...r.upcoming].some((s) => asked.has(s.studentId)),
    );
  }
  return { scope: query.scope, month, asOf: studio.today, reminders };
}
