import {
  comparePayers,
  type IsoDate,
  type PaymentReminder,
  type ReminderGroup,
  type ReminderTemplate,
  reminderOf,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";

// Writing a thousand reminders (their text, amounts in pesos, WhatsApp links) cost most of a
// reminders request, and a payment changes one payer's message, not the studio's. Each payer's
// message is kept with what it was written from and written again only when that changed: a
// different owed part, payer, wording or day.

type Kept = { from: string; reminder: PaymentReminder };

/** How many lists are kept per database: 'toda la deuda' and a few months. */
const KEPT_LISTS = 4;

/** Per database, per list ("debts", "month:2026-11"), each payer's last message. */
const keptLists = new WeakMap<Database, Map<string, Map<string, Kept>>>();

/** The reminders of these groups, payers in name order; unchanged payers' messages kept. */
export function remindersOfGroups(
  db: Database,
  list: string,
  groups: readonly ReminderGroup[],
  template: ReminderTemplate,
  today: IsoDate,
): PaymentReminder[] {
  let lists = keptLists.get(db);
  if (!lists) {
    lists = new Map();
    keptLists.set(db, lists);
  }
  const kept = lists.get(list);
  const next = new Map<string, Kept>();
  const wording = JSON.stringify([template, today]);
  const reminders = groups.map((group) => {
    const from = wording + JSON.stringify(group);
    const before = kept?.get(group.payer.key);
    const entry =
      before?.from === from ? before : { from, reminder: reminderOf(group, template, today) };
    next.set(group.payer.key, entry);
    return entry.reminder;
  });
  // The list read last goes to the end; the oldest one is dropped beyond KEPT_LISTS.
  lists.delete(list);
  lists.set(list, next);
  if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
  return reminders.sort(comparePayers);
}
