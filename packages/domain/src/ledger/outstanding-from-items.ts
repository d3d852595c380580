import type { YearMonth } from "../calendar/month";
import { groupBy } from "../shared/group-by";
import type { LedgerDiscount, LedgerItem } from "./ledger-items";
import {
  type OutstandingItem,
  type OutstandingReport,
  type OutstandingReportEntry,
  outstandingItemOf,
  outstandingReportEntryOf,
  outstandingReportOf,
  type StudentOutstanding,
  studentOutstandingOf,
} from "./outstanding";

// The outstanding views (a student's month, the month's report) read from the ledger's items,
// so they owe exactly what the ledger says, family discounts and season included (issue 26).

/** An owed ledger item as the outstanding views show it, with its discount lines. */
export type OutstandingLedgerItem = OutstandingItem & { discounts: LedgerDiscount[] };

function outstandingItem(i: LedgerItem): OutstandingLedgerItem {
  return { ...outstandingItemOf(i, i), discounts: i.discounts };
}

/** One student's month from her ledger items of that month: the classes still owing. */
export function studentOutstandingFromItems(
  month: YearMonth,
  items: readonly LedgerItem[],
): StudentOutstanding {
  const owed = items
    .filter((i) => i.paymentMonth === month && i.remainingAmount > 0)
    .map(outstandingItem);
  return studentOutstandingOf(month, owed);
}

/**
 * The outstanding-payments report of month M from the month's ledger items: every student
 * (of `students`, whose order the ties keep) with something owing, largest debt first.
 */
export function outstandingReportFromItems(facts: {
  month: YearMonth;
  students: readonly { id: number; fullName: string }[];
  items: readonly LedgerItem[];
}): OutstandingReport {
  const byStudent = groupBy(facts.items, (i) => i.studentId);
  const entries: OutstandingReportEntry[] = [];
  for (const student of facts.students) {
    const own = studentOutstandingFromItems(facts.month, byStudent.get(student.id) ?? []);
    const entry = outstandingReportEntryOf(student, own);
    if (entry) entries.push(entry);
  }
  return outstandingReportOf(facts.month, entries);
}
