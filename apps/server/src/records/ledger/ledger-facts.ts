import type {
  BillableClass,
  BillingRules,
  ClassEnrollment,
  ClassPricePeriod,
  DayOfWeek,
  FirstMonthTerms,
  LedgerFamilies,
  LedgerPaymentLine,
  Scholarship,
  YearMonth,
} from "@nova/domain";
import { type InferResult, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { idIn, listIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { liveScholarshipsQuery, type StudentsSlot, toLiveScholarship } from "./scholarships.ts";

// The facts the ledger (packages/domain/src/ledger) computes what is owed from: classes with
// price (and weekly days when a first month is prorated), enrollments, live payment lines and
// fee waivers. Every module that shows a month's state reads them from here, so the student's
// page, the payment checks, the reports and the dashboard agree to the peso (issue 25).
//
// The parts every ledger read shares live here; the reads themselves: student-ledger.ts (some
// students), month-ledger.ts (every student billed in some months), family-facts.ts (the
// family side: discounts, payers, scholarships).

/** What the ledger needs to know of some students. */
export interface LedgerFacts {
  classes: BillableClass[];
  enrollments: (ClassEnrollment & { studentId: number })[];
  lines: (LedgerPaymentLine & { id: number })[];
  waivers: { studentId: number; paymentMonth: YearMonth }[];
  /** The family rules (season, discounts by month, payers; issue 26). */
  families?: LedgerFamilies;
  /** Enrollments that only rank the discounts (siblings', or the month's others when narrowed). */
  context?: (ClassEnrollment & { studentId: number })[];
}

export type Enrolled = ClassEnrollment & { studentId: number };

/** The enrollment columns of its first-month terms (issue 36). */
export const TERMS_COLUMNS = [
  "enrollments.first_month_policy",
  "enrollments.first_month_free_after",
  "enrollments.first_month_round_to",
] as const;

/**
 * The first-month terms an enrollment was made with (issue 36), or null for one made before
 * they were kept or written behind the API: the ledger then reads the current rules.
 */
export function termsOf(row: {
  first_month_policy: string | null;
  first_month_free_after: number | null;
  first_month_round_to: number | null;
}): FirstMonthTerms | null {
  const policy = row.first_month_policy;
  if (policy !== "full" && policy !== "prorated" && policy !== "free") return null;
  return {
    policy,
    freeAfterDay: row.first_month_free_after ?? 20,
    roundTo: row.first_month_round_to ?? 1,
  };
}

/** An enrollment row read with TERMS_COLUMNS, of the class `classId`, as the ledger takes it. */
export function enrolledOf(
  row: Parameters<typeof termsOf>[0] & {
    student_id: number;
    enrollment_date: string;
    ended_on: string | null;
  },
  classId: number,
): Enrolled {
  return {
    studentId: row.student_id,
    classId,
    enrollmentDate: row.enrollment_date,
    endedOn: row.ended_on,
    firstMonth: termsOf(row),
  };
}

/** Whether some enrollment's first month (or the current policy) is prorated: weekdays needed. */
export function prorates(
  rules: BillingRules,
  rows: readonly { first_month_policy: string | null }[],
) {
  return (
    rules.firstMonthPolicy === "prorated" || rows.some((r) => r.first_month_policy === "prorated")
  );
}

/** The price periods of the given classes (issue 36), oldest first; one query. */
export async function pricePeriodsOf(
  db: Database,
  classIds: readonly number[],
): Promise<Map<number, ClassPricePeriod[]>> {
  const periods = new Map<number, ClassPricePeriod[]>();
  const ids = [...new Set(classIds)].filter(isStorableId);
  if (ids.length === 0) return periods;
  const rows = await db
    .selectFrom("class_price_periods")
    .select(["class_id", "from_month", "price"])
    .where(idIn(db, "class_id", ids))
    .orderBy("from_month")
    .execute();
  for (const r of rows) {
    const list = periods.get(r.class_id) ?? [];
    list.push({ from: r.from_month, price: r.price });
    periods.set(r.class_id, list);
  }
  return periods;
}

/**
 * The live scholarships of `who` and the price periods of some classes (oldest first), in one
 * statement (issue 37: two round trips on every ledger read before). Both tables are small.
 */
export async function scholarshipsAndPrices(
  db: Database,
  who: { studentIds: readonly number[] } | { months: readonly YearMonth[] },
  /** The classes the students are enrolled in, or every class's periods (a few rows). */
  pricesOf: { studentIds: readonly number[] } | "every class",
): Promise<{ scholarships: Scholarship[]; prices: Map<number, ClassPricePeriod[]> }> {
  return scholarshipsAndPricesOf(await scholarshipsAndPricesQuery(db, who, pricesOf).execute());
}

/**
 * The statement of scholarshipsAndPrices; with a slot for the students, that of a prepared query
 * (the ledger of some students, student-ledger.ts).
 */
export function scholarshipsAndPricesQuery(
  db: Database,
  who: { studentIds: readonly number[] } | StudentsSlot | { months: readonly YearMonth[] },
  pricesOf: { studentIds: readonly number[] } | StudentsSlot | "every class",
) {
  const scholarships = liveScholarshipsQuery(db, who);
  let periods = db
    .selectFrom("class_price_periods")
    .select([
      sql<number>`1`.as("source"),
      "id",
      sql<number>`class_id`.as("student_id"),
      sql<string>`''`.as("kind"),
      sql<number>`price`.as("value"),
      "from_month",
      sql<string | null>`null`.as("to_month"),
      sql<string>`''`.as("reason"),
      sql<string | null>`null`.as("end_month"),
    ]);
  if (pricesOf !== "every class") {
    const studentIn =
      "studentsSlot" in pricesOf
        ? listIn(db, "enrollments.student_id", pricesOf.studentsSlot, pricesOf.one, "integer")
        : idIn(
            db,
            "enrollments.student_id",
            [...new Set(pricesOf.studentIds)].filter(isStorableId),
          );
    periods = periods.where(
      "class_id",
      "in",
      db.selectFrom("enrollments").select("enrollments.class_id").where(studentIn),
    );
  }
  return scholarships
    ? scholarships
        .clearSelect()
        .select([
          sql<number>`0`.as("source"),
          "id",
          "student_id",
          "kind",
          "value",
          "from_month",
          "to_month",
          "reason",
          "end_month",
        ])
        .unionAll(periods)
    : periods;
}

/** The scholarships and each class's price periods, from the rows of scholarshipsAndPricesQuery. */
export function scholarshipsAndPricesOf(
  rows: readonly InferResult<ReturnType<typeof scholarshipsAndPricesQuery>>[number][],
): { scholarships: Scholarship[]; prices: Map<number, ClassPricePeriod[]> } {
  const prices = new Map<number, ClassPricePeriod[]>();
  const periodRows = rows
    .filter((r) => Number(r.source) === 1)
    .sort((a, b) => (a.from_month < b.from_month ? -1 : a.from_month > b.from_month ? 1 : 0));
  for (const r of periodRows) {
    const list = prices.get(r.student_id) ?? [];
    list.push({ from: r.from_month, price: Number(r.value) });
    prices.set(r.student_id, list);
  }
  return {
    scholarships: rows
      .filter((r) => Number(r.source) === 0)
      .sort((a, b) => a.id - b.id)
      .map(toLiveScholarship),
    prices,
  };
}

/** Classes of both lists, each once. */
export function mergeClasses(a: readonly BillableClass[], b: readonly BillableClass[]) {
  const byId = new Map(a.map((c) => [c.id, c]));
  for (const c of b) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}

/**
 * A class as the ledger bills it, from its row and what `weekdaysOf` and `pricePeriodsOf`
 * read for it.
 */
export function billableClass(
  id: number,
  row: { name: string; price: number },
  days: ReadonlyMap<number, DayOfWeek[]>,
  prices: ReadonlyMap<number, ClassPricePeriod[]>,
): BillableClass {
  return {
    id,
    name: row.name,
    price: row.price,
    weekdays: days.get(id) ?? [],
    prices: prices.get(id),
  };
}

/** The weekdays of the given classes, read only when a first month is prorated. */
export async function weekdaysOf(
  db: Database,
  needed: boolean,
  classIds: readonly number[],
): Promise<Map<number, DayOfWeek[]>> {
  const days = new Map<number, DayOfWeek[]>();
  if (!needed || classIds.length === 0) return days;
  const rows = await db
    .selectFrom("class_schedules")
    .select(["class_id", "day_of_week"])
    .where(idIn(db, "class_id", [...new Set(classIds)]))
    .execute();
  for (const r of rows) {
    const list = days.get(r.class_id) ?? [];
    // Stored only through the class schema, which accepts MONDAY..SUNDAY.
    list.push(r.day_of_week as DayOfWeek);
    days.set(r.class_id, list);
  }
  return days;
}

/**
 * What the ledger needs of one class beside its row (the class grid): its weekly days (for
 * prorated first months) and its price periods (issue 36).
 */
export async function classBillingFacts(
  db: Database,
  classId: number,
): Promise<{ weekdays: DayOfWeek[]; prices: ClassPricePeriod[] | undefined }> {
  const [days, prices] = await Promise.all([
    weekdaysOf(db, true, [classId]),
    pricePeriodsOf(db, [classId]),
  ]);
  return { weekdays: days.get(classId) ?? [], prices: prices.get(classId) };
}
