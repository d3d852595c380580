import {
  type ReminderCharge,
  type RemindersQuery,
  type RemindersResponse,
  reminderGroupsOf,
  surchargeOwed,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import { nextTurn } from "../../db/next-turn.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { loadStudioDebts } from "../../records/ledger/debts.ts";
import type { BilledStudent } from "../../records/ledger/month-ledger.ts";
import { loadOwedMonths } from "../../records/ledger/owed-months.ts";
import { loadPayerFacts, withGuardianSiblings } from "../../records/people/reminder-payers.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { remindersOfGroups } from "./kept-reminders.ts";

/** A month's reminders owe no enrollment fees (they are the debts list's). */
const NO_FEES = { students: [], items: [] } as const;

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
  versions?: Promise<DataVersions>,
): Promise<RemindersResponse> {
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const month = query.scope === "month" ? (query.month ?? studio.month) : null;
  const asked =
    query.studentId === undefined && query.studentIds === undefined
      ? undefined
      : new Set([
          ...(query.studentIds ?? []),
          ...(query.studentId === undefined ? [] : [query.studentId]),
        ]);
  // 'Toda la deuda' reads the studio's debts as the debts report does: one computation per
  // ledger position, shared with the report's pages and the dashboard. A page needs the payers
  // of its students and of their sisters only, not the studio's: read meanwhile.
  const [{ months: perMonth, fees }, reach] = await Promise.all([
    month
      ? loadOwedMonths(ctx.db, studio, [month]).then((months) => ({ months, fees: NO_FEES }))
      : loadStudioDebts(ctx.db, studio),
    asked && withGuardianSiblings(ctx.db, [...asked]),
  ]);
  const inReach = (studentId: number) => !reach || reach.has(studentId);
  const students = new Map<number, BilledStudent>();
  const addStudents = (billed: readonly BilledStudent[]) => {
    for (const s of billed) if (inReach(s.id) && !students.has(s.id)) students.set(s.id, s);
  };
  // Only the charges of the students in reach: a page walks its own, not the studio's.
  const charges: ReminderCharge[] = [];
  for (const [index, m] of perMonth.entries()) {
    // The whole studio's months: a turn of the event loop between them (a few thousand owed
    // items each at 20,000 students).
    if (index > 0 && !reach) await nextTurn();
    addStudents(m.students);
    for (const item of m.owed) {
      if (inReach(item.studentId)) charges.push(chargeOf(item, surchargeOwed(item)));
    }
  }
  addStudents(fees.students);
  // An enrollment fee carries no surcharge; its label names it in the message.
  for (const fee of fees.items) {
    if (inReach(fee.studentId)) charges.push({ ...chargeOf(fee, 0), feeLabel: fee.label });
  }
  const owing = new Set(charges.filter((c) => c.remainingAmount > 0).map((c) => c.studentId));
  const people = await loadPayerFacts(
    ctx.db,
    [...students.values()].filter((s) => owing.has(s.id)),
    versions,
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
  // Each payer's message is kept (kept-reminders.ts): a page reads and adds to its list's.
  const reminders = await remindersOfGroups(ctx.db, month ? `month:${month}` : "debts", groups, {
    template,
    today: studio.today,
    whole: !asked,
  });
  return { scope: query.scope, month, asOf: studio.today, reminders };
}
