import {
  comparePayers,
  type ReminderCharge,
  type RemindersQuery,
  type RemindersResponse,
  reminderGroupsOf,
  reminderOf,
  surchargeOwed,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { loadStudioDebts } from "../../records/ledger/debts.ts";
import type { BilledStudent } from "../../records/ledger/month-ledger.ts";
import { loadOwedMonths } from "../../records/ledger/owed-months.ts";
import { loadPayerFacts, withGuardianSiblings } from "../../records/people/reminder-payers.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { remindersOfGroups } from "./kept-reminders.ts";

/** A month's reminders owe no enrollment fees (they are the debts list's). */
const NO_FEES = { students: [], items: [] } as const;

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
  // 'Toda la deuda' reads the studio's debts as the debts report does: one computation per
  // ledger position, shared with the report's pages and the dashboard.
  const { months: perMonth, fees } = month
    ? { months: await loadOwedMonths(ctx.db, studio, [month]), fees: NO_FEES }
    : await loadStudioDebts(ctx.db, studio);
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
