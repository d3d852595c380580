import {
  comparePayers,
  type IsoDate,
  type PaymentReminder,
  type ReminderGroup,
  type ReminderStudentPart,
  type ReminderTemplate,
  reminderOf,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { nextTurn } from "../../db/next-turn.ts";

// Writing a thousand reminders (their text, amounts in pesos, WhatsApp links) cost most of a
// reminders request, and a payment changes one payer's message, not the studio's. Each payer's
// message is kept with the parts it was written from and written again only when they changed,
// or the studio's wording, or the day.

type Kept = { group: ReminderGroup; reminder: PaymentReminder };
type KeptList = { wording: string; payers: Map<string, Kept> };

/**
 * How many lists are kept per database: 'toda la deuda' and two years of months. With a year's,
 * a desk going over more months than that (the bench asks any of the last 24) found each one
 * forgotten and wrote every payer's message again: a third of a second at 20,000 students.
 */
const KEPT_LISTS = 25;

/** Payers compared or written between two turns of the event loop. */
const TURN_BATCH = 1_000;

/** Per database, per list ("debts", "month:2026-11"), each payer's last message. */
const keptLists = new WeakMap<Database, Map<string, KeptList>>();

/**
 * The reminders of these groups, payers in name order; unchanged payers' messages kept. `whole`:
 * the groups are the whole list's, and the payers not among them are forgotten; otherwise (a
 * page's payers) they are added to what the list keeps.
 */
export async function remindersOfGroups(
  db: Database,
  list: string,
  groups: readonly ReminderGroup[],
  { template, today, whole }: { template: ReminderTemplate; today: IsoDate; whole: boolean },
): Promise<PaymentReminder[]> {
  let lists = keptLists.get(db);
  if (!lists) {
    lists = new Map();
    keptLists.set(db, lists);
  }
  const wording = JSON.stringify([template, today]);
  const before = lists.get(list);
  const kept = before?.wording === wording ? before.payers : undefined;
  const payers = whole || !kept ? new Map<string, Kept>() : kept;
  const reminders: PaymentReminder[] = [];
  for (const [index, group] of groups.entries()) {
    // The whole studio's payers (thousands) a batch at a time, a turn of the event loop between
    // batches: writing them all at once held the process past the load-shedding limit (issue 37).
    if (index > 0 && index % TURN_BATCH === 0) await nextTurn();
    const last = kept?.get(group.payer.key);
    const entry =
      last && sameGroup(last.group, group)
        ? last
        : { group, reminder: reminderOf(group, template, today) };
    payers.set(group.payer.key, entry);
    reminders.push(entry.reminder);
  }
  // The list read last goes to the end; the oldest one is dropped beyond KEPT_LISTS.
  lists.delete(list);
  lists.set(list, { wording, payers });
  if (lists.size > KEPT_LISTS) lists.delete(lists.keys().next().value as string);
  return reminders.sort(comparePayers);
}

/** Whether two groups would be written the same: the same payer, the same parts. */
function sameGroup(a: ReminderGroup, b: ReminderGroup): boolean {
  return (
    sameFields(a.payer, b.payer, ["key", "kind", "id", "name", "phone", "gender", "self"]) &&
    sameParts(a.due, b.due) &&
    sameParts(a.upcoming, b.upcoming)
  );
}

function sameParts(
  a: readonly (ReminderStudentPart & { dueDate?: string })[],
  b: readonly (ReminderStudentPart & { dueDate?: string })[],
): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i] as ReminderStudentPart & { dueDate?: string };
      return (
        sameFields(x, y, ["studentId", "name", "amount", "surcharge", "dueDate"]) &&
        sameTexts(x.months, y.months) &&
        sameTexts(x.fees, y.fees)
      );
    })
  );
}

/** Whether `a` and `b` hold the same value (===) in each of `keys`. */
const sameFields = <T>(a: T, b: T, keys: readonly (keyof T)[]) =>
  keys.every((key) => a[key] === b[key]);

const sameTexts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
