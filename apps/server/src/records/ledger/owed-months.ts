import { insertSorted, type LedgerItem, ledgerItems, type YearMonth } from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { keepNewest, mapPerDatabase } from "../../db/kept-values.ts";
import { nextTurn } from "../../db/next-turn.ts";
import type { loadStudio } from "../system/settings.ts";
import {
  type LedgerChanges,
  type LedgerPosition,
  readLedgerChanges,
  studentsChangedAfter,
} from "./ledger-changes.ts";
import { type BilledStudent, loadMonthsLedger } from "./month-ledger.ts";

// What remains owed in a month, as the outstanding report, the debts report and the dashboard
// show it: one computation per month, kept and brought up to date (issue 37). A write after it
// was computed is followed in the audit trail (ledger-changes.ts): when the writes name their
// students (a payment, a new student) only those students and their families are computed
// again and put in their place; a write that reaches the whole studio, the epoch moving or the
// day changing computes the month again whole. Each instance keeps its own; the trail makes them
// agree.

/**
 * A month's owed ledger items (something remaining) and the students billed in it, with how
 * this answer came from the month's answers before it (a caller that keeps something built
 * from an earlier answer redoes only those students: `studentsChangedSince`).
 */
export type OwedMonth = {
  month: YearMonth;
  students: BilledStudent[];
  owed: LedgerItem[];
  /** This answer among the month's answers: another answer has another number. */
  version: number;
  /** The patches that led here, newest first (a few); none after a whole computation. */
  patches: readonly MonthPatch[];
};

/** A patch of a month: the students computed again, each as she now is in the month. */
type MonthPatch = {
  /** The version of the answer patched. */
  after: number;
  students: ReadonlySet<number>;
  /** Each of `students` billed in the month now (one absent is billed no more). */
  parts: ReadonlyMap<number, OwedStudent>;
};

/** A billed student of a month and her owed items in it. */
export type OwedStudent = { student: BilledStudent; owed: readonly LedgerItem[] };

type Studio = Awaited<ReturnType<typeof loadStudio>>;

/** One billed student of a kept month (as answered, and where she sorts) and her owed items. */
type KeptStudent = OwedStudent & { sortKey: string; owed: LedgerItem[] };

/**
 * Patches remembered per answer: enough for a caller one or two writes behind (the debts are
 * recomputed at every position a request asks for), few enough to stay small.
 */
const PATCHES_KEPT = 8;

/** Each answer's number: answers are told apart by it, never compared by content. */
let lastVersion = 0;

/**
 * The students of `month` computed again since its answer `version` (each as she now is in the
 * month; undefined: billed in it no more), or undefined when that answer is too far back (or
 * was not followed: a whole computation) to say.
 */
export function studentsChangedSince(
  month: OwedMonth,
  version: number,
): Map<number, OwedStudent | undefined> | undefined {
  const changed = new Map<number, OwedStudent | undefined>();
  if (month.version === version) return changed;
  for (const patch of month.patches) {
    // Newest first: the first patch that names a student says what she is now.
    for (const id of patch.students) if (!changed.has(id)) changed.set(id, patch.parts.get(id));
    if (patch.after === version) return changed;
  }
  return undefined;
}

/** A kept month: its billed students in name order, and the answer built from them. */
type KeptMonth = { ordered: KeptStudent[]; answer: OwedMonth };

/** A kept month with where the ledger stood when its facts were read. */
type Entry = LedgerPosition & { today: string; value: Promise<KeptMonth> };

/** Months kept per database (the debts report's twelve and a few more). */
const MAX_MONTHS = 48;

const storeOf = mapPerDatabase<YearMonth, Entry>();

/** Where the ledger stands, with the writes after the oldest of `months` kept (from `since`). */
export type OwedMonthsChanges = LedgerChanges & { since: number | undefined };

/**
 * The ledger's position and the writes `loadOwedMonths` needs to bring `months` up to date, in
 * one statement. Read apart when the caller keys something of its own by the position too.
 */
export async function readOwedMonthsChanges(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
): Promise<OwedMonthsChanges> {
  const store = storeOf(db);
  let since: number | undefined;
  for (const month of months) {
    const kept = store.get(month);
    if (kept && kept.today === studio.today) since = Math.min(since ?? kept.auditId, kept.auditId);
  }
  return { ...(await readLedgerChanges(db, since)), since };
}

/**
 * Each of `months`' owed items, in the order given. The ledger's position is read first (or
 * given: `readOwedMonthsChanges`), so a kept month is never older than its position (a write
 * committed meanwhile makes it newer, never staler). Values are shared between requests:
 * callers must not change them.
 */
export async function loadOwedMonths(
  db: Database,
  studio: Studio,
  months: readonly YearMonth[],
  changes?: OwedMonthsChanges,
): Promise<OwedMonth[]> {
  const store = storeOf(db);
  const at = changes ?? (await readOwedMonthsChanges(db, studio, months));
  const whole: Deferred[] = [];
  // Months to bring up to date, by the audit row they were kept at.
  const patches = new Map<number, (Deferred & { kept: Promise<KeptMonth> })[]>();
  const values = months.map((month) => {
    const found = store.get(month);
    const kept = found && found.epoch === at.epoch && found.today === studio.today ? found : null;
    if (kept && kept.auditId >= at.auditId) return kept.value;
    // Followed from where it was kept, when the writes read start no later than that (a month
    // kept by another request while the position was read may be older than `since`).
    if (kept && at.since !== undefined && kept.auditId >= at.since) {
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
    settle(group, patchMonths(db, studio, studentsChangedAfter(at.writes, from), group));
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
  keepNewest(store, month, { epoch: at.epoch, auditId: at.auditId, today, value }, MAX_MONTHS);
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
  const parts: Map<number, KeptStudent>[] = [];
  for (const [index, month] of months.entries()) {
    // The whole studio a month at a time: the debts' twelve months of a large studio were one
    // task of a second. A few students' patch is short and goes on at once.
    if (index > 0 && !students) await nextTurn();
    const monthFacts = facts[index];
    const byStudent = new Map<number, KeptStudent>();
    parts.push(byStudent);
    if (!monthFacts) continue;
    for (const s of monthFacts.students) {
      const student = { id: s.id, fullName: s.fullName, phone: s.phone };
      byStudent.set(s.id, { student, sortKey: s.sortKey, owed: [] });
    }
    const items = ledgerItems({
      months: [month],
      asOf: studio.today,
      rules: studio.rules,
      ...monthFacts,
    });
    for (const item of items) {
      if (item.remainingAmount > 0) byStudent.get(item.studentId)?.owed.push(item);
    }
  }
  return parts;
}

async function computeMonths(db: Database, studio: Studio, months: readonly YearMonth[]) {
  const parts = await computeParts(db, studio, months);
  return parts.map((byStudent, index) =>
    keptMonth(months[index] as YearMonth, [...byStudent.values()].sort(byName)),
  );
}

/** The kept months brought up to date: only the students the writes since changed. */
async function patchMonths(
  db: Database,
  studio: Studio,
  students: ReturnType<typeof studentsChangedAfter>,
  group: readonly { month: YearMonth; kept: Promise<KeptMonth> }[],
): Promise<KeptMonth[]> {
  const months = group.map((g) => g.month);
  if (students === "all") return computeMonths(db, studio, months);
  const kept = await Promise.all(group.map((g) => g.kept));
  if (students.size === 0) return kept;
  const parts = await computeParts(db, studio, months, students);
  return kept.map((old, index) => {
    // The others keep their places (and their very objects: the debts report reuses their
    // lines); the students computed again are put back in theirs.
    const ordered = old.ordered.filter((s) => !students.has(s.student.id));
    for (const part of parts[index]?.values() ?? []) insertSorted(ordered, part, byName);
    const patch = { after: old.answer.version, students, parts: parts[index] ?? new Map() };
    const patches = [patch, ...old.answer.patches.slice(0, PATCHES_KEPT - 1)];
    return keptMonth(months[index] as YearMonth, ordered, patches);
  });
}

/** Name order: byte order of the sort key (as the database sorts it), then id. */
function byName(a: KeptStudent, b: KeptStudent): number {
  if (a.sortKey !== b.sortKey) return a.sortKey < b.sortKey ? -1 : 1;
  return a.student.id - b.student.id;
}

/** The answer of a month: its students in name order, each one's owed items after hers. */
function keptMonth(
  month: YearMonth,
  ordered: KeptStudent[],
  patches: readonly MonthPatch[] = [],
): KeptMonth {
  return {
    ordered,
    answer: {
      month,
      students: ordered.map((s) => s.student),
      // A loop, not flatMap: thousands of small arrays per month, after every write.
      owed: owedOf(ordered),
      version: ++lastVersion,
      patches,
    },
  };
}

function owedOf(ordered: readonly KeptStudent[]): LedgerItem[] {
  const owed: LedgerItem[] = [];
  for (const s of ordered) for (const item of s.owed) owed.push(item);
  return owed;
}
