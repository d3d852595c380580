import {
  type BillableClass,
  type BillingRules,
  billingCutoff,
  dueDateOf,
  effectiveClassPrice,
  type FamilySettings,
  firstDayOfMonth,
  groupBy,
  type LedgerPaymentLine,
  type YearMonth,
} from "@nova/domain";
import { sql } from "kysely";
import { type Database, isPostgres } from "../../db/database.ts";
import { nextTurn } from "../../db/next-turn.ts";
import { byteOrder, fullNameSql, idIn, reachablePhoneSql } from "../../db/sql-fragments.ts";
import { loadMonthsFamilies } from "./family-facts.ts";
import {
  billableClass,
  type Enrolled,
  enrolledOf,
  type LedgerFacts,
  mergeClasses,
  prorates,
  scholarshipsAndPrices,
  TERMS_COLUMNS,
  weekdaysOf,
} from "./ledger-facts.ts";

// The ledger facts of every student billed in some months (the reports, the dashboard, the
// reminders), in one query for all the months.

/** A student billed for month M, with her name and phone. */
export interface BilledStudent {
  id: number;
  fullName: string;
  phone: string | null;
}

/** A billed student with where she stands in name order (byte order of students.sort_key). */
export type RankedStudent = BilledStudent & { sortKey: string };

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
export type MonthLedgerFacts = LedgerFacts & { students: RankedStudent[] };

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
  options: {
    owingOnly?: boolean;
    families?: FamilySettings;
    classId?: number;
    /** Only these students' items (their siblings' enrollments still rank the discounts). */
    studentIds?: ReadonlySet<number>;
  } = {},
): Promise<MonthLedgerFacts[]> {
  if (months.length === 0) return [];
  const [rows, terms] = await Promise.all([
    readLedgerRows(db, months, rules, options),
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
      options.studentIds,
    ),
  ]);
  const rowsByMonth = groupBy(rows, (r) => r.month);
  return months.map((month, index) => {
    const students = new Map<number, RankedStudent>();
    const classes = new Map<number, BillableClass>();
    const enrollments = new Map<string, Enrolled>();
    const lines = new Map<number, LedgerPaymentLine & { id: number }>();
    const waivers = new Set<number>();
    for (const r of rowsByMonth.get(month) ?? []) {
      students.set(r.student_id, {
        id: r.student_id,
        fullName: r.full_name,
        phone: r.phone,
        sortKey: r.sort_key,
      });
      classes.set(
        r.class_id,
        billableClass(r.class_id, { name: r.class_name, price: r.price }, days, prices),
      );
      enrollments.set(
        `${r.student_id}|${r.class_id}|${r.enrollment_date}`,
        enrolledOf(r, r.class_id),
      );
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

type LedgerRowsOptions = Parameters<typeof loadMonthsLedger>[3];

/** CPU ms of a whole-studio read past which that database's next ones are split. */
const LONG_READ_MS = 250;

/** SQLite databases where a whole read of several months held the process too long. */
const longReads = new WeakMap<Database, true>();

/**
 * The enrolled pairs' rows of `months` (with their lines), each month's in name order.
 *
 * SQLite runs a statement to its end without letting the process do anything else: the debts'
 * twelve months of a 20,000-student studio were one 1.3-second statement that held every
 * other request of the process, payments included (issue 37). So once a whole read of several
 * months took over LONG_READ_MS, that database's later ones (outside a transaction, the whole
 * studio's) are a statement per month with a turn of the event loop between them: about a
 * tenth of the time each. A smaller studio keeps its single statement (the dashboard's count of
 * statements, issue 37). Each month is read after the ledger's position, as the single
 * statement was, so a write committed meanwhile makes a month newer, never staler.
 * `monthByMonth` forces one way (tests).
 */
export async function readLedgerRows(
  db: Database,
  months: readonly YearMonth[],
  rules: BillingRules,
  options: LedgerRowsOptions = {},
  monthByMonth?: boolean,
) {
  // Several months of the whole studio: what a long read marks, and what a marked database splits.
  const wholeStudio = months.length > 1 && options.studentIds === undefined;
  const split = monthByMonth ?? (wholeStudio && longReads.has(db) && !db.isTransaction);
  const read = (some: readonly YearMonth[]) =>
    ledgerRowsQuery(db, some, rules, options)
      .select("students.sort_key")
      // Byte order, as the kept owed months re-sort a patched month (owed-months.ts).
      .orderBy(byteOrder(db, "students.sort_key"))
      .orderBy("students.id")
      .execute();
  if (!split) {
    // Only a whole-studio read on SQLite can mark the database: the others are not timed (asking
    // the system for the CPU time showed in the profiles, for every kept month's patch).
    if (isPostgres(db) || !wholeStudio) return read(months);
    // The process's CPU time, not the clock's: SQLite's statement runs on this thread, and
    // another process taking the machine's cores (a busy CI machine) must not count. Requests of
    // this process served meanwhile do count: a busy process splits sooner, at the cost of a
    // few more statements, never of a different answer.
    const started = process.cpuUsage();
    const rows = await read(months);
    const used = process.cpuUsage(started);
    if ((used.user + used.system) / 1000 > LONG_READ_MS) longReads.set(db, true);
    return rows;
  }
  const rows: Awaited<ReturnType<typeof read>> = [];
  for (const [index, month] of months.entries()) {
    if (index > 0) await nextTurn();
    for (const row of await read([month])) rows.push(row);
  }
  return rows;
}

/** The query of the enrolled pairs of `months`, with their lines, before its order. */
function ledgerRowsQuery(
  db: Database,
  months: readonly YearMonth[],
  rules: BillingRules,
  options: LedgerRowsOptions = {},
) {
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
      // keeps it a probe with all three keys given (not flattened back into that join). The
      // class is matched as `class_id + 0`, which no index can take: without statistics the
      // planner preferred the smaller payments_month_idx (month and class), whose probe reads
      // every payment of the class that month, to payments_month_lines_idx (month and student):
      // 760 ms instead of 280 for the twelve months of 2,000 students (test/ledger-plans.test.ts).
      //
      // With `owingOnly`, the same probe also sums the pair's lines (window sums over its own
      // rows): one probe per pair and month instead of a second one for the sums, which was a
      // third of the debts' twelve months (4 s at 20,000 students).
      (isPostgres(db)
        ? sql`lateral (select line.id, line.amount, line.payment_date${
            options.owingOnly
              ? sql`, sum(line.amount) over () as total,
                  sum(case when line.payment_date <= billing.due then line.amount else 0 end) over () as by_due`
              : sql``
          } from payments as line
            where line.payment_month = billing.month and line.student_id = enrollments.student_id
            and line.class_id + 0 = enrollments.class_id and line.deleted_at is null offset 0)`.as(
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
      ...TERMS_COLUMNS,
      fullNameSql(eb).as("full_name"),
      reachablePhoneSql(eb).as("phone"),
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
  if (options.studentIds !== undefined) {
    query = query.where(idIn(db, "enrollments.student_id", [...options.studentIds, 0]));
  }
  if (options.owingOnly) {
    // A pair is settled when its lines paid by the month's due date reach the price (no late
    // fee can apply: a first month is due no earlier and charges no more), or when all its
    // lines reach the price plus the late fee. Each pair's two sums are read from
    // payments_month_lines_idx alone (it holds the month, pair, date, amount and id). Integers on
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
      // PostgreSQL: the sums come with the pair's lines, from the probe above (a plan that needs
      // no statistics, issue 37). A grouped table of the months' payments, planned without
      // statistics right after a load, was taken for one row and recomputed for every pair:
      // 19 s for the outstanding report of 2,000 students instead of 60 ms. Every line of a
      // pair carries the pair's sums, so a pair is kept or left out whole; a pair without
      // lines has none (nothing paid).
      query = query
        .where(sql<number>`coalesce(payments.by_due, 0)`, "<", price)
        .where(
          sql<number>`coalesce(payments.total, 0) * 100`,
          "<",
          sql<number>`${price} * ${factor} + 5100`,
        );
    } else {
      // SQLite: the two sums as probes of payments_month_lines_idx, which holds every column they
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
  return query;
}
