import {
  comparePayers,
  lastNMonths,
  OUTSTANDING_REPORT_MONTHS,
  type ReminderCharge,
  type RemindersQuery,
  type RemindersResponse,
  reminderGroupsOf,
  reminderOf,
  surchargeOwed,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { loadOwedEnrollmentFees } from "../../records/ledger/enrollment-fees.ts";
import type { BilledStudent } from "../../records/ledger/month-ledger.ts";
import { loadOwedMonths } from "../../records/ledger/owed-months.ts";
import { loadPayerFacts, withGuardianSiblings } from "../../records/people/reminder-payers.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { remindersOfGroups } from "./kept-reminders.ts";

/** What a reminder says of an owed month or fee: whose, which month, when due, what is left. */
function chargeOf(
  owed: Pick<ReminderCharge, "studentId" | "paymentMonth" | "dueDate" | "remainingAmount">,
  surcharge: number,
): ReminderCharge {
  return {
    studentId: owed.studentId,
    paymentMonth: owed.paymentMonth,
    dueDate: owed.dueDate,
    remainingAmount: owed.remainingAmount,
    surchargeOwed: surcharge,
  };
}

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
  const addStudents = (billed: readonly BilledStudent[]) => {
    for (const s of billed) if (!students.has(s.id)) students.set(s.id, s);
  };
  const charges: ReminderCharge[] = [];
  for (const m of perMonth) {
    addStudents(m.students);
    for (const item of m.owed) charges.push(chargeOf(item, surchargeOwed(item)));
  }
  addStudents(fees.students);
  // An enrollment fee carries no surcharge; its label names it in the message.
  for (const fee of fees.items) charges.push({ ...chargeOf(fee, 0), feeLabel: fee.label });
  const asked =
    query.studentId === undefined && query.studentIds === undefined
      ? undefined
      : new Set([
          ...(query.studentIds ?? []),
          ...(query.studentId === undefined ? [] : [query.studentId]),
        ]);
  // A page needs the payers of its students and of their sisters only, not the studio's.
  const reach = asked && (await withGuardianSiblings(ctx.db, [...asked]));
  const owing = new Set(
    charges
      .filter((c) => c.remainingAmount > 0 && (!reach || reach.has(c.studentId)))
      .map((c) => c.studentId),
  );
  const people = await loadPayerFacts(
    ctx.db,
    [...students.values()].filter((s) => owing.has(s.id)),
  );
  const template = {
    greeting: studio.settings.payments.reminderGreeting,
    closing: studio.settings.payments.reminderClosing,
    studioName: studio.settings.studio.name,
  };
  const groups = reminderGroupsOf({
    today: studio.today,
    students: people.students,
    guardians: people.guardians,
    charges,
    onlyPayersOf: asked,
  });
  // The whole list keeps each payer's message (kept-reminders.ts); a page's few are written.
  const reminders = asked
    ? groups.map((g) => reminderOf(g, template, studio.today)).sort(comparePayers)
    : remindersOfGroups(ctx.db, month ? `month:${month}` : "debts", groups, template, studio.today);
  return { scope: query.scope, month, asOf: studio.today, reminders };
}
