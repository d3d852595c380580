import { type LedgerItem, ledgerItems, type YearMonth } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import type { loadStudio } from "../system/settings.ts";
import {
  type LedgerPosition,
  readLedgerPosition,
  studentsChangedBetween,
  withTheirFamilies,
} from "./ledger-changes.ts";
import { type BilledStudent, loadMonthsLedger, type RankedStudent } from "./month-ledger.ts";

// What remains owed in a month, as the outstanding report, the debts report and the dashboard
// show it: one computation per month, kept and brought up to date (issue 37). A write after it
// was computed is followed in the audit trail (ledger-changes.ts): when the writes name their
// students (a payment, a new student) only those students and their families are computed
// again and put in their place; a write that reaches the whole studio, the epoch moving or the
// day changing computes the month again whole. Each instance keeps its own; the trail makes them
// agree.

/** A month's owed ledger items (something remaining) and the students billed in it. */
export type OwedMonth = { month: YearMonth; students: BilledStudent[]; owed: LedgerItem[] };

type Studio = Awaited<ReturnType<typeof loadStudio>>;

/** One billed student of a kept month and her owed items of it. */
type KeptStudent = { student: RankedStudent; owed: LedgerItem[] };

/** A kept month: each billed student by id, and the answer built from them. */
type KeptMonth = { byStudent: Map<number, KeptStudent>; answer: OwedMonth };

/** A kept month with where the ledger stood when its facts were read. */
type Entry = LedgerPosition & { today: string; value: Promise<KeptMonth> };

/** Months kept per database (the debts report's twelve and a few more). */
const MAX_MONTHS = 48;

const stores = new WeakMap<Database, Map<YearMonth, Entry>>();

function storeOf(db: Database) {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

/**
 * Each of `months`' owed items, in the order given. The ledger's position is read first, so a
 * kept month is never older than its position (a write committed meanwhile makes it newer,
 * never staler). Values are shared between requests: callers must not change them.
 */
export async function loadOwedMonths(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
): Promise<OwedMonth[]> {
  const at = await readLedgerPosition(db);
  const store = storeOf(db);
  const whole: Deferred[] = [];
  // Months to bring up to date, by the audit row they were kept at.
  const patches = new Map<number, (Deferred & { kept: Promise<KeptMonth> })[]>();
  const values = months.map((month) => {
    const kept = store.get(month);
    if (kept && kept.epoch === at.epoch && kept.today === studio.today) {
      if (kept.auditId >= at.auditId) return kept.value;
      const deferred = defer(month);
      const group = patches.get(kept.auditId) ?? [];
      group.push({ ...deferred, kept: kept.value });
      patches.set(kept.auditId, group);
      return keep(store, month, at, studio.today, deferred.value);
    }
    const deferred = defer(month);
    whole.push(deferred);
    return keep(store, month, at, studio.today, deferred.value);
  });
  if (whole.length > 0)
    settle(
      whole,
      computeMonths(
        db,
        studio,
        whole.map((d) => d.month),
      ),
    );
  for (const [from, group] of patches) {
    settle(group, patchMonths(db, studio, from, at.auditId, group));
  }
  return Promise.all(values.map((v) => v.then((kept) => kept.answer)));
}

type Deferred = {
  month: YearMonth;
  value: Promise<KeptMonth>;
  done: (value: Promise<KeptMonth>) => void;
};

function defer(month: YearMonth): Deferred {
  let done: Deferred["done"] = () => {};
  const value = new Promise<KeptMonth>((resolve) => {
    done = resolve;
  });
  return { month, value, done };
}

/** Resolves each deferred month with its part of `work` (in the same order). */
function settle(deferred: readonly Deferred[], work: Promise<KeptMonth[]>) {
  deferred.forEach((d, index) => {
    d.done(
      work.then((all) => {
        const kept = all[index];
        if (!kept) throw new Error(`unreachable: no kept value for ${d.month}`);
        return kept;
      }),
    );
  });
}

/** Stores `value` as `month`'s, forgotten again if it fails (the next request computes anew). */
function keep(
  store: Map<YearMonth, Entry>,
  month: YearMonth,
  at: LedgerPosition,
  today: string,
  value: Promise<KeptMonth>,
): Promise<KeptMonth> {
  const entry: Entry = { ...at, today, value };
  store.delete(month);
  store.set(month, entry);
  if (store.size > MAX_MONTHS) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  value.catch(() => {
    if (store.get(month) === entry) store.delete(month);
  });
  return value;
}

/** The months computed from the facts of every student (or only of `students`). */
async function computeParts(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
  students?: ReadonlySet<number>,
): Promise<Map<number, KeptStudent>[]> {
  const facts = await loadMonthsLedger(db, months, studio.rules, {
    owingOnly: true,
    families: studio.settings.families,
    studentIds: students,
  });
  return months.map((month, index) => {
    const monthFacts = facts[index];
    const byStudent = new Map<number, KeptStudent>();
    if (!monthFacts) return byStudent;
    for (const student of monthFacts.students) byStudent.set(student.id, { student, owed: [] });
    const items = ledgerItems({
      months: [month],
      asOf: studio.today,
      rules: studio.rules,
      ...monthFacts,
    });
    for (const item of items) {
      if (item.remainingAmount > 0) byStudent.get(item.studentId)?.owed.push(item);
    }
    return byStudent;
  });
}

async function computeMonths(db: Database, studio: Studio, months: readonly YearMonth[]) {
  const parts = await computeParts(db, studio, months);
  return parts.map((byStudent, index) => keptMonth(months[index] as YearMonth, byStudent));
}

/** The kept months brought from audit row `from` to `to`: only the students changed since. */
async function patchMonths(
  db: Database,
  studio: Studio,
  from: number,
  to: number,
  group: readonly { month: YearMonth; kept: Promise<KeptMonth> }[],
): Promise<KeptMonth[]> {
  const months = group.map((g) => g.month);
  const changed = await studentsChangedBetween(db, from, to);
  if (changed === "all") return computeMonths(db, studio, months);
  const kept = await Promise.all(group.map((g) => g.kept));
  if (changed.size === 0) return kept;
  const students = await withTheirFamilies(db, changed);
  const parts = await computeParts(db, studio, months, students);
  return kept.map((old, index) => {
    const byStudent = new Map(old.byStudent);
    for (const id of students) byStudent.delete(id);
    for (const [id, part] of parts[index] ?? []) byStudent.set(id, part);
    return keptMonth(months[index] as YearMonth, byStudent);
  });
}

/** The answer of a month: its students in name order, each one's owed items after hers. */
function keptMonth(month: YearMonth, byStudent: Map<number, KeptStudent>): KeptMonth {
  const ordered = [...byStudent.values()].sort(
    (a, b) =>
      (a.student.sortKey < b.student.sortKey
        ? -1
        : a.student.sortKey > b.student.sortKey
          ? 1
          : 0) || a.student.id - b.student.id,
  );
  return {
    byStudent,
    answer: {
      month,
      students: ordered.map(({ student }) => ({
        id: student.id,
        fullName: student.fullName,
        phone: student.phone,
      })),
      owed: ordered.flatMap((s) => s.owed),
    },
  };
}
