import {
  type ClassStudentResponse,
  type EnrollmentData,
  type EnrollmentPreviewQuery,
  type EnrollmentPreviewResponse,
  type EnrollmentResponse,
  enrollmentEndDate,
  enrollmentPreviewSummary,
  firstMonthTermsOf,
  fullNameOf,
  hasFreeSeat,
  isEnrollmentActive,
  ledgerItems,
  monthOf,
  type UnenrollmentData,
} from "@nova/domain";
import type { AppContext } from "../../lib/app-context.ts";
import { translateUniqueViolation } from "../../lib/db-helpers.ts";
import { checkedEnrollmentDate } from "../../lib/enrollment-date.ts";
import { failure } from "../../lib/errors.ts";
import { writeTransaction } from "../../lib/write-transaction.ts";
import { writeAudit } from "../../records/audit/audit-log.ts";
import { lockClass, requireClass } from "../../records/classes/classes.ts";
import {
  countOpenEnrollments,
  type EnrollmentRecord,
  endEnrollments,
  enrollmentHistory,
  findOpenEnrollment,
  insertEnrollment,
  rosterOfClasses,
} from "../../records/classes/enrollments.ts";
import {
  chargeEnrollmentFee,
  enrollmentFeeWouldCharge,
} from "../../records/ledger/enrollment-fees.ts";
import { loadLedgerFamilies } from "../../records/ledger/family-facts.ts";
import { classBillingFacts } from "../../records/ledger/ledger-facts.ts";
import { loadStudentsLedger } from "../../records/ledger/student-ledger.ts";
import { requireStudent } from "../../records/people/students.ts";
import { loadStudio } from "../../records/system/settings.ts";

const toView = (e: EnrollmentRecord, className: string): EnrollmentResponse => ({
  id: e.id,
  studentId: e.studentId,
  classId: e.classId,
  className,
  enrollmentDate: e.enrollmentDate,
  endedOn: e.endedOn,
  notes: e.notes,
  isActive: isEnrollmentActive(e),
});

const alreadyEnrolled = () => failure("ALREADY_ENROLLED");

/**
 * POST /api/students/enroll. The class row is locked first so that the capacity check and
 * the insert happen as one step even when two people enroll into the last seat at once.
 */
export async function enroll(
  ctx: AppContext,
  userId: number,
  data: EnrollmentData,
): Promise<EnrollmentResponse> {
  const studio = await loadStudio(ctx.db, ctx.now());
  const enrollmentDate = checkedEnrollmentDate(studio, data.enrollmentDate, "enrollmentDate");
  // The open-enrollment unique index settles a double click that got past the check.
  return translateUniqueViolation(
    () =>
      writeTransaction(ctx, async (trx, at) => {
        await requireStudent(trx, data.studentId);
        const cls = await lockClass(trx, data.classId);
        if (!cls) throw failure("CLASS_NOT_FOUND", { rejectedValue: data.classId });
        if (await findOpenEnrollment(trx, data.studentId, data.classId)) throw alreadyEnrolled();
        const enrolled = await countOpenEnrollments(trx, data.classId);
        if (!hasFreeSeat(enrolled, cls.maxStudents)) {
          throw failure("CLASS_FULL", { maxStudents: cls.maxStudents, enrolledStudents: enrolled });
        }
        const created = await insertEnrollment(
          trx,
          {
            studentId: data.studentId,
            classId: data.classId,
            enrollmentDate,
            notes: data.notes,
          },
          studio.settings.payments,
        );
        await writeAudit(trx, {
          userId,
          action: "enroll",
          entity: "enrollment",
          entityId: created.id,
          after: created,
          at,
        });
        await chargeEnrollmentFee(trx, studio.settings.families, created, { userId, at });
        return toView(created, cls.name);
      }),
    alreadyEnrolled,
  );
}

/**
 * DELETE /api/students/unenroll: closes the open enrollment today (studio time) and keeps
 * it as history. An enrollment dated in the future ends on its own start date.
 */
export async function unenroll(
  ctx: AppContext,
  userId: number,
  data: UnenrollmentData,
): Promise<EnrollmentResponse> {
  const { today } = await loadStudio(ctx.db, ctx.now());
  return writeTransaction(ctx, async (trx, at) => {
    await requireStudent(trx, data.studentId);
    const cls = await requireClass(trx, data.classId);
    const open = await findOpenEnrollment(trx, data.studentId, data.classId);
    if (!open) throw failure("NOT_ENROLLED");
    const endedOn = enrollmentEndDate(open.enrollmentDate, today);
    // Conditional on it being open: of simultaneous unenrollments only one closes it.
    if ((await endEnrollments(trx, [open.id], endedOn)) === 0) throw failure("NOT_ENROLLED");
    const closed = { ...open, endedOn };
    await writeAudit(trx, {
      userId,
      action: "unenroll",
      entity: "enrollment",
      entityId: open.id,
      before: open,
      after: closed,
      at,
    });
    return toView(closed, cls.name);
  });
}

/** GET /api/students/{id}/enrollments: every enrollment, ended ones too, newest first. */
export async function studentEnrollments(
  ctx: AppContext,
  studentId: number,
): Promise<EnrollmentResponse[]> {
  await requireStudent(ctx.db, studentId);
  const history = await enrollmentHistory(ctx.db, studentId);
  return history.map((e) => toView(e, e.className));
}

/** GET /api/classes/{id}/students: the students enrolled now, with their enrollment. */
export async function classStudents(
  ctx: AppContext,
  classId: number,
): Promise<ClassStudentResponse[]> {
  await requireClass(ctx.db, classId);
  const roster = await rosterOfClasses(ctx.db, [classId]);
  return roster.map((r) => ({
    ...r.student,
    fullName: fullNameOf(r.student),
    enrollmentId: r.enrollmentId,
    enrollmentDate: r.enrollmentDate,
    notes: r.notes,
  }));
}

/**
 * GET /api/enrollments/preview (issue 36): what enrolling the student (or a new one) in the
 * class from `startDate` would charge, computed by the ledger itself over her facts plus the
 * enrollment to be made (with the terms an enrollment made now gets): the first month by the
 * studio's policy and rounding, her discounts, and the matrícula when due. Writes nothing.
 */
export async function enrollmentPreview(
  ctx: AppContext,
  query: EnrollmentPreviewQuery,
): Promise<EnrollmentPreviewResponse> {
  const studio = await loadStudio(ctx.db, ctx.now());
  const startDate = checkedEnrollmentDate(studio, query.startDate, "startDate");
  const studentId = query.studentId ?? null;
  if (studentId !== null) await requireStudent(ctx.db, studentId);
  const cls = await requireClass(ctx.db, query.classId);
  const rules = studio.rules;
  const families = studio.settings.families;
  const [facts, billing, fee] = await Promise.all([
    studentId === null
      ? loadLedgerFamilies(ctx.db, rules, { studentIds: [] }, families).then((f) => ({
          classes: f.classes,
          enrollments: [],
          lines: [],
          waivers: [],
          families: f.families,
          context: f.context,
        }))
      : loadStudentsLedger(ctx.db, [studentId], rules, undefined, families),
    classBillingFacts(ctx.db, cls.id),
    enrollmentFeeWouldCharge(ctx.db, families, studentId, startDate),
  ]);
  if (
    studentId !== null &&
    facts.enrollments.some((e) => e.classId === cls.id && e.endedOn === null)
  ) {
    throw alreadyEnrolled();
  }
  // A new student has no id yet: 0 stands for her (no stored id is 0).
  const who = studentId ?? 0;
  const month = monthOf(startDate);
  const terms = firstMonthTermsOf(rules);
  const items = ledgerItems({
    months: [month],
    asOf: studio.today,
    rules,
    classes: [
      { id: cls.id, name: cls.name, price: cls.price, ...billing },
      ...facts.classes.filter((c) => c.id !== cls.id),
    ],
    enrollments: [
      ...facts.enrollments,
      {
        studentId: who,
        classId: cls.id,
        enrollmentDate: startDate,
        endedOn: null,
        firstMonth: terms,
      },
    ],
    lines: facts.lines,
    waivers: facts.waivers,
    families: facts.families,
    context: facts.context,
  });
  const item = items.find((i) => i.studentId === who && i.classId === cls.id);
  const charge = item?.charge ?? 0;
  const price = item?.price ?? cls.price;
  const firstMonth = item?.firstMonth ?? false;
  const enrollmentFee = fee;
  return {
    classId: cls.id,
    className: cls.name,
    startDate,
    month,
    firstMonth,
    policy: terms.policy,
    price,
    charge,
    discounts: (item?.discounts ?? []).map((d) => ({
      label: d.label,
      amount: d.amount,
      percent: d.percent,
    })),
    dueDate: item?.dueDate ?? null,
    enrollmentFee,
    total: charge + (enrollmentFee?.amount ?? 0),
    summary: enrollmentPreviewSummary({
      month,
      firstMonth,
      policy: terms.policy,
      price,
      charge,
      discounted: (item?.discounts.length ?? 0) > 0,
      enrollmentFee,
    }),
  };
}
