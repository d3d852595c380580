import {
  type BillableClass,
  type BillingRules,
  billingCutoff,
  type FamilySettings,
  firstDayOfMonth,
  type LedgerFamilies,
  type Scholarship,
  seasonSettingsOf,
  type YearMonth,
} from "@nova/domain";
import type { Database } from "../../db/database.ts";
import { idIn } from "../../db/sql-fragments.ts";
import { isStorableId } from "../../lib/db-helpers.ts";
import { readSettingsSection } from "../system/settings.ts";
import {
  billableClass,
  type Enrolled,
  enrolledOf,
  pricePeriodsOf,
  prorates,
  TERMS_COLUMNS,
  weekdaysOf,
} from "./ledger-facts.ts";
import { liveScholarships, scholarshipsOfMonth } from "./scholarships.ts";

// The family side of the ledger (issue 26): the season, the discount history, the payers and
// the enrollments that rank the discounts, for some students or for the months of a report.

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
  only:
    | { studentIds: readonly number[] }
    | { from: YearMonth; to: YearMonth; studentIds?: ReadonlySet<number> },
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
    if (only.studentIds) {
      const ids = [...only.studentIds, 0];
      query = query.where((eb) =>
        eb.or([
          idIn(db, "enrollments.student_id", ids),
          eb("enrollments.student_id", "in", siblingsOf(db, ids)),
        ]),
      );
    }
  } else {
    if (only.studentIds.length === 0) return { enrollments: [], classes: [] };
    query = query.where(idIn(db, "enrollments.student_id", [...only.studentIds]));
  }
  const rows = await query.orderBy("enrollments.enrollment_date").execute();
  const classIds = rows.map((r) => r.class_id);
  const [days, prices] = await Promise.all([
    weekdaysOf(db, prorates(rules, rows), classIds),
    pricePeriodsOf(db, classIds),
  ]);
  const classes = new Map<number, BillableClass>();
  for (const r of rows) classes.set(r.class_id, billableClass(r.class_id, r, days, prices));
  return {
    enrollments: rows.map((r) => enrolledOf(r, r.class_id)),
    classes: [...classes.values()],
  };
}

/**
 * The students sharing a paying guardian with one of `ids`, as a subquery: a family's discounts
 * rank its children's charges together, so computing some students' months needs their
 * siblings' enrollments and payers, read in the same queries.
 */
function siblingsOf(db: Database, ids: readonly number[]) {
  return db
    .selectFrom("student_guardians as sibling")
    .select("sibling.student_id")
    .where("sibling.is_payer", "=", 1)
    .where("sibling.guardian_id", "in", payingGuardiansOf(db, ids));
}

/** The guardians paying for one of `ids`, as a subquery: whose children rank together. */
function payingGuardiansOf(db: Database, ids: readonly number[]) {
  return db
    .selectFrom("student_guardians as own")
    .select("own.guardian_id")
    .where("own.is_payer", "=", 1)
    .where(idIn(db, "own.student_id", ids));
}

/** The paying links (who pays for whom) of the studio, for the caller to narrow; not run. */
function payerLinks(db: Database) {
  return db
    .selectFrom("student_guardians")
    .select(["student_id", "guardian_id"])
    .where("is_payer", "=", 1);
}

const toPayer = (p: { student_id: number; guardian_id: number }) => ({
  studentId: p.student_id,
  guardianId: p.guardian_id,
});

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
export async function loadMonthsFamilies(
  db: Database,
  rules: BillingRules,
  months: readonly YearMonth[],
  complete: boolean,
  settings?: FamilySettings,
  /** The scholarships reaching the months, when the caller read them. */
  read?: Scholarship[],
  /** Only these students (and their siblings, who rank): a kept month's patch (owed-months.ts). */
  studentIds?: ReadonlySet<number>,
): Promise<{ families: LedgerFamilies; context: Enrolled[]; classes: BillableClass[] }[]> {
  const sorted = [...months].sort();
  const from = sorted[0];
  const to = sorted[sorted.length - 1];
  if (from === undefined || to === undefined) return [];
  const [families, scholarships] = await Promise.all([
    settings ?? readSettingsSection(db, "families"),
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
  let payersQuery = payerLinks(db);
  if (studentIds) {
    const ids = [...studentIds, 0];
    payersQuery = payersQuery.where((eb) =>
      eb.or([idIn(db, "student_id", ids), eb("student_id", "in", siblingsOf(db, ids))]),
    );
  }
  const [payerRows, ranking] = await Promise.all([
    payersQuery.execute(),
    complete
      ? Promise.resolve({ enrollments: [] as Enrolled[], classes: [] as BillableClass[] })
      : rankingEnrollments(db, rules, { from, to, studentIds }),
  ]);
  const payers = payerRows.map(toPayer);
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
    settings ?? readSettingsSection(db, "families"),
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
    await payerLinks(db).where("guardian_id", "in", payingGuardiansOf(db, ids)).execute()
  ).map(toPayer);
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
