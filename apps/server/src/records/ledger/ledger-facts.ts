import {
  type BillableClass,
  type BillingRules,
  billingCutoff,
  type ClassEnrollment,
  type ClassPricePeriod,
  type DayOfWeek,
  dueDateOf,
  effectiveClassPrice,
  type FamilySettings,
  type FirstMonthTerms,
  firstDayOfMonth,
  type LedgerFamilies,
  type LedgerPaymentLine,
  type Scholarship,
  seasonSettingsOf,
  type YearMonth,
} from "@nova/domain";
import { sql } from "kysely";
import { type Database, isPostgres } from "../../db/database.ts";
import { fullNameSql } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { readFamilySettings } from "../system/settings.ts";
import {
  liveScholarships,
  liveScholarshipsQuery,
  scholarshipsOfMonth,
  toLiveScholarship,
} from "./scholarships.ts";

// The facts the ledger (packages/domain/src/ledger) computes what is owed from: classes with
// price (and weekly days when a first month is prorated), enrollments, live payment lines and
// fee waivers. Every module that shows a month's state reads them from here, so the student's
// page, the payment checks, the reports and the dashboard agree to the peso (issue 25).

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

type Enrolled = ClassEnrollment & { studentId: number };

/** Whether any month of the history discounts something (else nothing needs ranking). */
function discountsEver(families: FamilySettings) {
  return families.discountHistory.some(
    (e) =>
      e.rules.siblingSecondPercent > 0 ||
      e.rules.siblingThirdPlusPercent > 0 ||
      e.rules.multiClassPercent > 0,
  );
}

/**
 * The live enrollments (live students, live classes) of some students, or of every student
 * billed for `month` (M or the month before), with their classes: what ranks the discounts.
 */
async function rankingEnrollments(
  db: Database,
  rules: BillingRules,
  only: { studentIds: readonly number[] } | { from: YearMonth; to: YearMonth },
): Promise<{ enrollments: Enrolled[]; classes: BillableClass[] }> {
  let query = db
    .selectFrom("enrollments")
    .innerJoin("classes", "classes.id", "enrollments.class_id")
    .innerJoin("students", "students.id", "enrollments.student_id")
    .select([
      "enrollments.student_id",
      "enrollments.class_id",
      "enrollments.enrollment_date",
      "enrollments.ended_on",
      ...TERMS_COLUMNS,
      "classes.name",
      "classes.price",
    ])
    .where("classes.deleted_at", "is", null)
    .where("students.deleted_at", "is", null);
  if ("from" in only) {
    // Billed in some month of from..to (each month keeps its own: `billedIn`).
    query = query
      .where("enrollments.enrollment_date", "<", billingCutoff(only.to))
      .where((eb) =>
        eb.or([
          eb("enrollments.ended_on", "is", null),
          eb("enrollments.ended_on", ">=", firstDayOfMonth(only.from)),
        ]),
      );
  } else {
    if (only.studentIds.length === 0) return { enrollments: [], classes: [] };
    query = query.where("enrollments.student_id", "in", [...only.studentIds]);
  }
  const rows = await query.orderBy("enrollments.enrollment_date").execute();
  const classIds = rows.map((r) => r.class_id);
  const [days, prices] = await Promise.all([
    weekdaysOf(db, prorates(rules, rows), classIds),
    pricePeriodsOf(db, classIds),
  ]);
  const classes = new Map<number, BillableClass>();
  for (const r of rows) {
    classes.set(r.class_id, {
      id: r.class_id,
      name: r.name,
      price: r.price,
      weekdays: days.get(r.class_id) ?? [],
      prices: prices.get(r.class_id),
    });
  }
  return {
    enrollments: rows.map((r) => ({
      studentId: r.student_id,
      classId: r.class_id,
      enrollmentDate: r.enrollment_date,
      endedOn: r.ended_on,
      firstMonth: termsOf(r),
    })),
    classes: [...classes.values()],
  };
}

/** Whether an enrollment bills `month` or billed the month before (the ledger's narrowing). */
function billedIn(e: Enrolled, month: YearMonth) {
  return (
    e.enrollmentDate < billingCutoff(month) &&
    (e.endedOn === null || e.endedOn >= firstDayOfMonth(month))
  );
}

/**
 * The family side of the ledger for several months at once (issue 37): the settings, the
 * scholarships reaching any of the months, the payers and, when owing pairs only are read,
 * the enrollments ranking the discounts over the whole range are each read once, then each
 * month keeps its own. The same as `loadLedgerFamilies` month by month, at a fixed cost.
 */
async function loadMonthsFamilies(
  db: Database,
  rules: BillingRules,
  months: readonly YearMonth[],
  complete: boolean,
  settings?: FamilySettings,
  /** The scholarships reaching the months, when the caller read them. */
  read?: Scholarship[],
): Promise<{ families: LedgerFamilies; context: Enrolled[]; classes: BillableClass[] }[]> {
  const sorted = [...months].sort();
  const from = sorted[0];
  const to = sorted[sorted.length - 1];
  if (from === undefined || to === undefined) return [];
  const [families, scholarships] = await Promise.all([
    settings ?? readFamilySettings(db),
    read ?? liveScholarships(db, { months }),
  ]);
  const base = {
    season: seasonSettingsOf(families),
    discountHistory: families.discountHistory,
  };
  if (!discountsEver(families)) {
    return months.map((month) => ({
      families: { ...base, scholarships: scholarshipsOfMonth(scholarships, month), payers: [] },
      context: [],
      classes: [],
    }));
  }
  const [payerRows, ranking] = await Promise.all([
    db
      .selectFrom("student_guardians")
      .select(["student_id", "guardian_id"])
      .where("is_payer", "=", 1)
      .execute(),
    complete
      ? Promise.resolve({ enrollments: [] as Enrolled[], classes: [] as BillableClass[] })
      : rankingEnrollments(db, rules, { from, to }),
  ]);
  const payers = payerRows.map((p) => ({ studentId: p.student_id, guardianId: p.guardian_id }));
  return months.map((month) => {
    const context = ranking.enrollments.filter((e) => billedIn(e, month));
    const used = new Set(context.map((e) => e.classId));
    return {
      families: { ...base, scholarships: scholarshipsOfMonth(scholarships, month), payers },
      context,
      classes: ranking.classes.filter((c) => used.has(c.id)),
    };
  });
}

/**
 * The family side of the ledger (issue 26) for some students, or for every student billed in
 * `month`: the season and the discount history of the settings and, only when some month
 * discounts something, the paying guardians of those students and of their siblings (one
 * query) and the enrollments that rank the discounts (one more). A studio without discounts
 * reads nothing more than before.
 */
export async function loadLedgerFamilies(
  db: Database,
  rules: BillingRules,
  who: { studentIds: readonly number[] } | { month: YearMonth; complete: boolean },
  settings?: FamilySettings,
  /** The students' live scholarships, when the caller read them. */
  read?: Scholarship[],
): Promise<{ families: LedgerFamilies; context: Enrolled[]; classes: BillableClass[] }> {
  if (!("studentIds" in who)) {
    const [one] = await loadMonthsFamilies(db, rules, [who.month], who.complete, settings);
    if (!one) throw new Error("unreachable: one month asked");
    return one;
  }
  const [families, scholarships] = await Promise.all([
    settings ?? readFamilySettings(db),
    // Scholarships are per student: they need no ranking, only the live ones (issue 26).
    read ?? liveScholarships(db, who),
  ]);
  const base = {
    season: seasonSettingsOf(families),
    discountHistory: families.discountHistory,
    scholarships,
  };
  if (!discountsEver(families)) {
    return { families: { ...base, payers: [] }, context: [], classes: [] };
  }
  const ids = [...new Set(who.studentIds)].filter(isStorableId);
  const payers = (
    await db
      .selectFrom("student_guardians")
      .select(["student_id", "guardian_id"])
      .where("is_payer", "=", 1)
      .where(
        "guardian_id",
        "in",
        db
          .selectFrom("student_guardians as own")
          .select("own.guardian_id")
          .where("own.is_payer", "=", 1)
          .where("own.student_id", "in", ids.length > 0 ? ids : [0]),
      )
      .execute()
  ).map((p) => ({ studentId: p.student_id, guardianId: p.guardian_id }));
  // The students' own classes too: a caller that read one class (the class grid) ranks the
  // multi-class discount with the others; pairs already in the facts are not counted twice.
  const ranking = await rankingEnrollments(db, rules, {
    studentIds: [...new Set([...who.studentIds, ...payers.map((p) => p.studentId)])],
  });
  return {
    families: { ...base, payers },
    context: ranking.enrollments,
    classes: ranking.classes,
  };
}

/** The enrollment columns of its first-month terms (issue 36). */
const TERMS_COLUMNS = [
  "enrollments.first_month_policy",
  "enrollments.first_month_free_after",
  "enrollments.first_month_round_to",
] as const;

/**
 * The first-month terms an enrollment was made with (issue 36), or null for one made before
 * they were kept or written behind the API: the ledger then reads the current rules.
 */
function termsOf(row: {
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

/** Whether some enrollment's first month (or the current policy) is prorated: weekdays needed. */
function prorates(rules: BillingRules, rows: readonly { first_month_policy: string | null }[]) {
  return (
    rules.firstMonthPolicy === "prorated" || rows.some((r) => r.first_month_policy === "prorated")
  );
}

/** The price periods of the given classes (issue 36), oldest first; one query. */
async function pricePeriodsOf(
  db: Database,
  classIds: readonly number[],
): Promise<Map<number, ClassPricePeriod[]>> {
  const periods = new Map<number, ClassPricePeriod[]>();
  const ids = [...new Set(classIds)].filter(isStorableId);
  if (ids.length === 0) return periods;
  const rows = await db
    .selectFrom("class_price_periods")
    .select(["class_id", "from_month", "price"])
    .where("class_id", "in", ids)
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
async function scholarshipsAndPrices(
  db: Database,
  who: { studentIds: readonly number[] } | { months: readonly YearMonth[] },
  /** The classes the students are enrolled in, or every class's periods (a few rows). */
  pricesOf: { studentIds: readonly number[] } | "every class",
): Promise<{ scholarships: Scholarship[]; prices: Map<number, ClassPricePeriod[]> }> {
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
    const ids = [...new Set(pricesOf.studentIds)].filter(isStorableId);
    periods = periods.where(
      "class_id",
      "in",
      db
        .selectFrom("enrollments")
        .select("enrollments.class_id")
        .where("enrollments.student_id", "in", ids.length > 0 ? ids : [0]),
    );
  }
  const rows = await (scholarships
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
    : periods
  ).execute();
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
function mergeClasses(a: readonly BillableClass[], b: readonly BillableClass[]) {
  const byId = new Map(a.map((c) => [c.id, c]));
  for (const c of b) if (!byId.has(c.id)) byId.set(c.id, c);
  return [...byId.values()];
}

/** The weekdays of the given classes, read only when a first month is prorated. */
async function weekdaysOf(
  db: Database,
  needed: boolean,
  classIds: readonly number[],
): Promise<Map<number, DayOfWeek[]>> {
  const days = new Map<number, DayOfWeek[]>();
  if (!needed || classIds.length === 0) return days;
  const rows = await db
    .selectFrom("class_schedules")
    .select(["class_id", "day_of_week"])
    .where("class_id", "in", [...new Set(classIds)])
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
 * Everything the ledger needs about some students: their enrollments in live classes, their
 * live payment lines (of every month, or from `fromMonth` on) and their waivers. Three queries
 * (four when first months are prorated), whatever the number of students.
 */
export async function loadStudentsLedger(
  db: Database,
  studentIds: readonly number[],
  rules: BillingRules,
  fromMonth?: YearMonth,
  familySettings?: FamilySettings,
): Promise<LedgerFacts> {
  const ids = [...new Set(studentIds)].filter(isStorableId);
  if (ids.length === 0) return { classes: [], enrollments: [], lines: [], waivers: [] };
  let linesQuery = db
    .selectFrom("payments")
    .select([
      sql<number>`0`.as("waiver"),
      "id",
      "student_id",
      "class_id",
      "payment_month",
      "amount",
      "payment_date",
    ])
    .where("student_id", "in", ids)
    .where("deleted_at", "is", null);
  if (fromMonth) linesQuery = linesQuery.where("payment_month", ">=", fromMonth);
  // The waivers come in the same query, as rows marked `waiver` (issue 37: a payment reads
  // these facts under its lock, and each query there is one more round trip).
  const linesAndWaivers = linesQuery.unionAll(
    db
      .selectFrom("fee_waivers")
      .select([
        sql<number>`1`.as("waiver"),
        sql<number>`0`.as("id"),
        "student_id",
        sql<number>`0`.as("class_id"),
        "payment_month",
        sql<number>`0`.as("amount"),
        sql<string>`''`.as("payment_date"),
      ])
      .where("student_id", "in", ids),
  );
  const [enrolled, rows, terms] = await Promise.all([
    db
      .selectFrom("enrollments")
      .innerJoin("classes", "classes.id", "enrollments.class_id")
      .select([
        "enrollments.student_id",
        "classes.id",
        "classes.name",
        "classes.price",
        "enrollments.enrollment_date",
        "enrollments.ended_on",
        ...TERMS_COLUMNS,
      ])
      .where("enrollments.student_id", "in", ids)
      .where("classes.deleted_at", "is", null)
      .orderBy("enrollments.enrollment_date")
      .execute(),
    linesAndWaivers.orderBy("waiver").orderBy("id").execute(),
    scholarshipsAndPrices(db, { studentIds: ids }, { studentIds: ids }),
  ]);
  const prices = terms.prices;
  const [days, family] = await Promise.all([
    weekdaysOf(
      db,
      prorates(rules, enrolled),
      enrolled.map((r) => r.id),
    ),
    loadLedgerFamilies(db, rules, { studentIds: ids }, familySettings, terms.scholarships),
  ]);
  const classes = new Map<number, BillableClass>();
  for (const r of enrolled) {
    classes.set(r.id, {
      id: r.id,
      name: r.name,
      price: r.price,
      weekdays: days.get(r.id) ?? [],
      prices: prices.get(r.id),
    });
  }
  return {
    classes: mergeClasses([...classes.values()], family.classes),
    families: family.families,
    context: family.context,
    enrollments: enrolled.map((r) => ({
      studentId: r.student_id,
      classId: r.id,
      enrollmentDate: r.enrollment_date,
      endedOn: r.ended_on,
      firstMonth: termsOf(r),
    })),
    lines: rows
      .filter((l) => Number(l.waiver) === 0)
      .map((l) => ({
        id: l.id,
        studentId: l.student_id,
        classId: l.class_id,
        paymentMonth: l.payment_month,
        amount: l.amount,
        paymentDate: l.payment_date,
      })),
    waivers: rows
      .filter((w) => Number(w.waiver) === 1)
      .map((w) => ({ studentId: w.student_id, paymentMonth: w.payment_month })),
  };
}

/** A student billed for month M, with her name and phone. */
export interface BilledStudent {
  id: number;
  fullName: string;
  phone: string | null;
}

/**
 * The ledger facts of month M for every live student billed for it (or only a class's): the
 * enrollments in live classes billing M or the month before, with each pair's live payment
 * lines of M and the student's waiver of M, in one query (plus the weekdays when first months
 * are prorated). Students come in name order, which the reports keep among equal debts; a
 * student listed may owe nothing for M (billed only the month before): callers keep those with
 * ledger items.
 *
 * `owingOnly` (the reports and the dashboard, which show only what remains): the database
 * leaves out the (student, class) pairs whose live lines of M already reach the most the month
 * could ask (the price plus its late fee, one peso over for rounding), so the domain ledger
 * computes only the pairs that may still owe. It narrows, it never decides: what a kept pair
 * owes is still the domain's answer, and a pair left out owes nothing by any rule (a first
 * month, a discount or a waiver only lower the charge).
 */
export async function loadMonthLedger(
  db: Database,
  month: YearMonth,
  rules: BillingRules,
  classId?: number,
  options: { owingOnly?: boolean; families?: FamilySettings } = {},
): Promise<MonthLedgerFacts> {
  const [facts] = await loadMonthsLedger(db, [month], rules, { ...options, classId });
  if (!facts) throw new Error("loadMonthsLedger answers one set of facts per month");
  return facts;
}

/** The facts of one month as `loadMonthLedger` answers them. */
export type MonthLedgerFacts = LedgerFacts & { students: BilledStudent[] };

/**
 * `loadMonthLedger` for several months at once (the debts report's twelve), in one query for
 * all of them: the months are a small table joined to the enrollments, so the studio's
 * enrollments are read once instead of once per month. Answers each month's facts apart, in
 * the order given: the ledger computes each month from its own facts (a pair kept for March
 * has only March's lines).
 */
export async function loadMonthsLedger(
  db: Database,
  months: readonly YearMonth[],
  rules: BillingRules,
  options: { owingOnly?: boolean; families?: FamilySettings; classId?: number } = {},
): Promise<MonthLedgerFacts[]> {
  if (months.length === 0) return [];
  // One row per month: its billing cutoff, its first day and its due date (the same values
  // the domain works with), as literal rows the engine joins like a table.
  const monthRows = sql.join(
    months.map(
      (m) =>
        sql`select ${m} as month, ${billingCutoff(m)} as cutoff, ${firstDayOfMonth(m)} as first_day, ${dueDateOf(m, rules)} as due`,
    ),
    sql` union all `,
  );
  // PostgreSQL: the same rows as a VALUES list, a relation of its own whose month an index
  // probe of payments can take as its key (issue 37). The union of constant rows is flattened
  // into placeholders the planner cannot pass down: without statistics it then read the whole
  // payments index for every enrolled pair and month (minutes for the dashboard's twelve
  // months of 2,000 students).
  const valueRows = sql.join(
    months.map(
      (m) =>
        sql`(${m}::text, ${billingCutoff(m)}::text, ${firstDayOfMonth(m)}::text, ${dueDateOf(m, rules)}::text)`,
    ),
  );
  const billing = sql<{
    month: string;
    cutoff: string;
    first_day: string;
    due: string;
  }>`(${
    isPostgres(db)
      ? sql`select column1 as month, column2 as cutoff, column3 as first_day, column4 as due from (values ${valueRows}) as billing_values`
      : monthRows
  })`.as("billing");
  let query = db
    .selectFrom("enrollments")
    .innerJoin(billing, (join) =>
      join
        .onRef("enrollments.enrollment_date", "<", "billing.cutoff")
        // Those that bill M, and those that billed the month before: whether M is a student's
        // first month depends on them (the ledger bills each month by its own rule).
        .on((eb) =>
          eb.or([
            eb("enrollments.ended_on", "is", null),
            eb("enrollments.ended_on", ">=", eb.ref("billing.first_day")),
          ]),
        ),
    )
    .innerJoin("students", "students.id", "enrollments.student_id")
    .innerJoin("classes", "classes.id", "enrollments.class_id")
    .leftJoin(
      // PostgreSQL: the pair's lines of the month as a lateral probe (issue 37). As a plain
      // join, a planner without statistics (every index built on an empty table looks empty)
      // probed payments_month_pair_idx by student and class alone, reading the whole index
      // for every pair and month: two minutes for the dashboard's twelve months. `offset 0`
      // keeps it a probe with all three keys given (not flattened back into that join).
      (isPostgres(db)
        ? sql`lateral (select line.id, line.amount, line.payment_date from payments as line
            where line.payment_month = billing.month and line.student_id = enrollments.student_id
            and line.class_id = enrollments.class_id and line.deleted_at is null offset 0)`.as(
            "payments",
          )
        : "payments") as "payments",
      (join) =>
        isPostgres(db)
          ? join.onTrue()
          : join
              .onRef("payments.student_id", "=", "enrollments.student_id")
              .onRef("payments.class_id", "=", "enrollments.class_id")
              .onRef("payments.payment_month", "=", "billing.month")
              .on("payments.deleted_at", "is", null),
    )
    .leftJoin("fee_waivers", (join) =>
      join
        .onRef("fee_waivers.student_id", "=", "enrollments.student_id")
        .onRef("fee_waivers.payment_month", "=", "billing.month"),
    )
    // A blocked person (Ley 21.719) gets no message: her phone is left out, in this same query.
    .leftJoin("student_privacy", "student_privacy.student_id", "students.id")
    .select((eb) => [
      "billing.month",
      "enrollments.student_id",
      "enrollments.class_id",
      "enrollments.enrollment_date",
      "enrollments.ended_on",
      "enrollments.first_month_policy",
      "enrollments.first_month_free_after",
      "enrollments.first_month_round_to",
      fullNameSql(eb).as("full_name"),
      eb
        .case()
        .when("student_privacy.blocked", "=", 1)
        .then(null)
        .else(eb.ref("students.phone"))
        .end()
        .as("phone"),
      "classes.name as class_name",
      "classes.price",
      "payments.id as payment_id",
      "payments.amount",
      "payments.payment_date",
      "fee_waivers.student_id as waived",
    ])
    .where("students.deleted_at", "is", null)
    .where("classes.deleted_at", "is", null);
  if (options.classId !== undefined) {
    query = query.where("enrollments.class_id", "=", options.classId);
  }
  if (options.owingOnly) {
    // A pair is settled when its lines paid by the month's due date reach the price (no late
    // fee can apply: a first month is due no earlier and charges no more), or when all its
    // lines reach the price plus the late fee. Each pair's two sums are read from
    // payments_month_paid_idx alone (it holds the month, pair, date and amount). Integers on
    // both engines. With price periods (issue 36) the month's price may be any of the class's:
    // the highest.
    const top = db
      .selectFrom("class_price_periods")
      .select((eb) => [
        "class_price_periods.class_id",
        eb.fn.max("class_price_periods.price").as("top"),
      ])
      .groupBy("class_price_periods.class_id")
      .as("top_price");
    query = query.leftJoin(top, "top_price.class_id", "classes.id");
    // The late-fee bound allows half the largest rounding over (a surcharge rounded to 100
    // pesos) plus one peso.
    const price = sql<number>`cast(case when coalesce(top_price.top, 0) > classes.price then top_price.top when classes.price > 0 then classes.price else ${effectiveClassPrice(null, rules)} end as bigint)`;
    const factor = 100 + Math.max(0, Math.ceil(rules.lateFeePercentage));
    if (isPostgres(db)) {
      // PostgreSQL: each pair's lines are summed by one probe of payments_month_paid_idx
      // (a lateral join), a plan that needs no statistics (issue 37). A grouped table of the
      // months' payments, planned without statistics right after a load, was taken for one row and recomputed
      // for every pair: 19 s for the outstanding report of 2,000 students instead of 60 ms.
      const lines = db
        .selectFrom("payments as own")
        .select([
          sql<number>`sum(own.amount)`.as("total"),
          sql<number>`sum(case when own.payment_date <= billing.due then own.amount else 0 end)`.as(
            "by_due",
          ),
        ])
        .where(sql<boolean>`own.payment_month = billing.month`)
        .where(sql<boolean>`own.student_id = enrollments.student_id`)
        .where(sql<boolean>`own.class_id = enrollments.class_id`)
        .where("own.deleted_at", "is", null)
        .as("paid");
      query = (query.leftJoinLateral(lines, (join) => join.onTrue()) as unknown as typeof query)
        .where(sql<number>`coalesce(paid.by_due, 0)`, "<", price)
        .where(
          sql<number>`coalesce(paid.total, 0) * 100`,
          "<",
          sql<number>`${price} * ${factor} + 5100`,
        );
    } else {
      // SQLite: the two sums as probes of payments_month_paid_idx, which holds every column they
      // read (issue 37). The grouped table of the twelve months' live payments that stood here
      // (materialised, sorted, then indexed on the fly) cost more than the probes: 40 of the
      // dashboard's 90 ms after a write. The by-due sum comes first: a pair paid on time
      // ends there, its second sum never read.
      const paidSum = (byDue: boolean) =>
        sql<number>`(select coalesce(sum(own.amount), 0) from payments as own
          where own.payment_month = billing.month and own.student_id = enrollments.student_id
          and own.class_id = enrollments.class_id and own.deleted_at is null${
            byDue ? sql` and own.payment_date <= billing.due` : sql``
          })`;
      query = query
        .where(paidSum(true), "<", price)
        .where(sql<number>`${paidSum(false)} * 100`, "<", sql<number>`${price} * ${factor} + 5100`);
    }
  }
  const [rows, terms] = await Promise.all([
    query.orderBy("students.sort_key").orderBy("students.id").execute(),
    scholarshipsAndPrices(db, { months }, "every class"),
  ]);
  const prices = terms.prices;
  const [days, families] = await Promise.all([
    weekdaysOf(
      db,
      prorates(rules, rows),
      rows.map((r) => r.class_id),
    ),
    // Read once for all the months (issue 37: a query per month made twelve for the debts).
    loadMonthsFamilies(
      db,
      rules,
      months,
      !options.owingOnly && options.classId === undefined,
      options.families,
      terms.scholarships,
    ),
  ]);
  return months.map((month, index) => {
    const students = new Map<number, BilledStudent>();
    const classes = new Map<number, BillableClass>();
    const enrollments = new Map<string, ClassEnrollment & { studentId: number }>();
    const lines = new Map<number, LedgerPaymentLine & { id: number }>();
    const waivers = new Set<number>();
    for (const r of rows) {
      if (r.month !== month) continue;
      students.set(r.student_id, { id: r.student_id, fullName: r.full_name, phone: r.phone });
      classes.set(r.class_id, {
        id: r.class_id,
        name: r.class_name,
        price: r.price,
        weekdays: days.get(r.class_id) ?? [],
        prices: prices.get(r.class_id),
      });
      enrollments.set(`${r.student_id}|${r.class_id}|${r.enrollment_date}`, {
        studentId: r.student_id,
        classId: r.class_id,
        enrollmentDate: r.enrollment_date,
        endedOn: r.ended_on,
        firstMonth: termsOf(r),
      });
      if (r.payment_id !== null && r.amount !== null && r.payment_date !== null) {
        lines.set(r.payment_id, {
          id: r.payment_id,
          studentId: r.student_id,
          classId: r.class_id,
          paymentMonth: month,
          amount: r.amount,
          paymentDate: r.payment_date,
        });
      }
      if (r.waived !== null) waivers.add(r.student_id);
    }
    const family = families[index] ?? { families: undefined, context: [], classes: [] };
    return {
      students: [...students.values()],
      classes: mergeClasses([...classes.values()], family.classes),
      families: family.families,
      context: family.context,
      enrollments: [...enrollments.values()],
      lines: [...lines.values()],
      waivers: [...waivers].map((studentId) => ({ studentId, paymentMonth: month })),
    };
  });
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

/** The first-month terms stored on an enrollment row, for loaders outside this file. */
export { termsOf as firstMonthTermsOfRow };
