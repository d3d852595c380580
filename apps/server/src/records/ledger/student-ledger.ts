import type { BillableClass, BillingRules, FamilySettings, YearMonth } from "@nova/domain";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { preparedQuery } from "../../db/prepared-query.ts";
import { listIn, listParameter } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { loadLedgerFamilies } from "./family-facts.ts";
import {
  billableClass,
  enrolledOf,
  type LedgerFacts,
  mergeClasses,
  prorates,
  scholarshipsAndPricesOf,
  scholarshipsAndPricesQuery,
  TERMS_COLUMNS,
  weekdaysOf,
} from "./ledger-facts.ts";

// The ledger facts of some students (a payment, a student's page, a family's statement).

/**
 * Which months' payment lines are read: every month (none given), from a month on, or only
 * some months. The ledger prices a month from that month's lines alone, so a payment or a
 * student's month reads its few lines from the month's index instead of the student's every
 * payment (issue 37).
 */
export type LinesMonths = { from: YearMonth } | { only: readonly YearMonth[] };

/** What the ledger reads of some students: their ids, and the months of their lines. */
type LedgerSlots = {
  /** The ids as one parameter (sql-fragments.ts's listParameter). */
  ids: unknown;
  from: YearMonth;
  /** The months as one parameter, when only some are read. */
  months: unknown;
};

type IdsShape = "one" | "many";
type MonthsShape = "every month" | "from" | "one month" | "months";

// Built once per dialect and shape (db/prepared-query.ts): every payment and every student's
// page runs these three.

const enrolledQuery = preparedQuery((db, slots: LedgerSlots, shape: IdsShape) =>
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
    .where(listIn(db, "enrollments.student_id", slots.ids, shape === "one", "integer"))
    .where("classes.deleted_at", "is", null)
    .orderBy("enrollments.enrollment_date"),
);

// The waivers come in the same query, as rows marked `waiver` (issue 37: a payment reads
// these facts under its lock, and each query there is one more round trip).
const linesAndWaiversQuery = preparedQuery(
  (db, slots: LedgerSlots, shape: `${IdsShape} ${MonthsShape}`) => {
    const one = shape.startsWith("one ");
    const monthsShape = shape.slice(shape.indexOf(" ") + 1) as MonthsShape;
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
      .where(listIn(db, "student_id", slots.ids, one, "integer"))
      .where("deleted_at", "is", null);
    let waiversQuery = db
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
      .where(listIn(db, "student_id", slots.ids, one, "integer"));
    if (monthsShape === "from") {
      linesQuery = linesQuery.where("payment_month", ">=", slots.from);
      waiversQuery = waiversQuery.where("payment_month", ">=", slots.from);
    } else if (monthsShape !== "every month") {
      const oneMonth = monthsShape === "one month";
      linesQuery = linesQuery.where(listIn(db, "payment_month", slots.months, oneMonth, "text"));
      waiversQuery = waiversQuery.where(
        listIn(db, "payment_month", slots.months, oneMonth, "text"),
      );
    }
    return linesQuery.unionAll(waiversQuery).orderBy("waiver").orderBy("id");
  },
);

const termsQuery = preparedQuery((db, slots: LedgerSlots, shape: IdsShape) => {
  const students = { studentsSlot: slots.ids, one: shape === "one" };
  return scholarshipsAndPricesQuery(db, students, students);
});

/**
 * Everything the ledger needs about some students: their enrollments in live classes, their
 * live payment lines (of every month, or of `months`) and their waivers. Three queries (four
 * when first months are prorated), whatever the number of students.
 */
export async function loadStudentsLedger(
  db: Database,
  studentIds: readonly number[],
  rules: BillingRules,
  months?: LinesMonths,
  familySettings?: FamilySettings,
): Promise<LedgerFacts> {
  const ids = [...new Set(studentIds)].filter(isStorableId);
  if (ids.length === 0) return { classes: [], enrollments: [], lines: [], waivers: [] };
  const one = ids.length === 1 ? "one" : "many";
  const slots = {
    ids: listParameter(db, ids),
    from: months && "from" in months ? months.from : "",
    months: months && "only" in months ? listParameter(db, months.only) : "",
  };
  const monthsShape = !months
    ? "every month"
    : "from" in months
      ? "from"
      : months.only.length === 1
        ? "one month"
        : "months";
  const [enrolled, rows, termRows] = await Promise.all([
    enrolledQuery(db, one, slots),
    linesAndWaiversQuery(db, `${one} ${monthsShape}`, slots),
    termsQuery(db, one, slots),
  ]);
  const terms = scholarshipsAndPricesOf(termRows);
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
  for (const r of enrolled) classes.set(r.id, billableClass(r.id, r, days, prices));
  return {
    classes: mergeClasses([...classes.values()], family.classes),
    families: family.families,
    context: family.context,
    enrollments: enrolled.map((r) => enrolledOf(r, r.id)),
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
