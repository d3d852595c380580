import type { BillableClass, BillingRules, FamilySettings, YearMonth } from "@nova/domain";
import { sql } from "kysely";
import type { Database } from "../../db/database.ts";
import { idIn, monthIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { loadLedgerFamilies } from "./family-facts.ts";
import {
  billableClass,
  enrolledOf,
  type LedgerFacts,
  mergeClasses,
  prorates,
  scholarshipsAndPrices,
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
    .where(idIn(db, "student_id", ids))
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
    .where(idIn(db, "student_id", ids));
  if (months && "from" in months) {
    linesQuery = linesQuery.where("payment_month", ">=", months.from);
    waiversQuery = waiversQuery.where("payment_month", ">=", months.from);
  } else if (months) {
    linesQuery = linesQuery.where(monthIn(db, "payment_month", months.only));
    waiversQuery = waiversQuery.where(monthIn(db, "payment_month", months.only));
  }
  // The waivers come in the same query, as rows marked `waiver` (issue 37: a payment reads
  // these facts under its lock, and each query there is one more round trip).
  const linesAndWaivers = linesQuery.unionAll(waiversQuery);
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
      .where(idIn(db, "enrollments.student_id", ids))
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
