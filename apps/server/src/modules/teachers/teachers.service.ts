import {
  type AssignmentData,
  addDays,
  assignmentStartProblem,
  compensationRatePercent,
  definedOnly,
  formatClassTimeSummary,
  formatDateEs,
  groupBy,
  lastNMonths,
  monthOf,
  ownerStatusInMonth,
  type RatePeriod,
  ratePercentInMonth,
  ratePeriodInMonth,
  type Schedule,
  sortSchedules,
  staffingOfMonth,
  studioFirstMonth,
  type TeacherAssignmentData,
  type TeacherData,
  type TeachersQuery,
  type TeacherUpdateData,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { isUniqueViolation } from "../../lib/db-helpers.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow, totalOf } from "../../lib/list-paging.ts";
import {
  classesEverTaughtBy,
  classIdsOfTeachers,
  endAssignments,
  insertAssignment,
  latestPeriod,
  periodsOfClassesTaughtBy,
} from "../../records/assignments.ts";
import { writeAudit } from "../../records/audit-log.ts";
import {
  classesByIds,
  requireClass,
  revenueByClassForMonths,
  schedulesOfClasses,
} from "../../records/classes.ts";
import { openEnrollmentCounts, studentsOfClasses } from "../../records/enrollments.ts";
import { loadStudio } from "../../records/settings.ts";
import {
  insertRatePeriod,
  ratePeriodsOf,
  statusAndRatesOf,
  teacherNames,
} from "../../records/teacher-rates.ts";
import {
  countTeachers,
  findTeacher,
  insertStatusChange,
  insertTeacher,
  listTeachers,
  softDeleteTeacher,
  statusChangesOf,
  type TeacherFields,
  type TeacherRecord,
  updateTeacher,
} from "../../records/teachers.ts";
import { compensationByTeacher } from "./compensation.ts";

/**
 * How many months, the current one included, `revenueHistory` covers on a teacher's detail.
 * Lists carry only the current month: summing six months of payments for every class of
 * every teacher costs more than the whole rest of the list, and no list screen shows it.
 */
export const REVENUE_HISTORY_MONTHS = 6;

/** A class of a teacher as her pages list it. */
export interface AssignedClassView {
  id: number;
  name: string;
  /** "Lunes 18:00 - 19:30, Miércoles 18:00 - 19:30", or "Sin horario". */
  schedule: string;
  /** Students enrolled now. */
  students: number;
  monthlyFee: number;
  maxStudents: number;
  /** The class's revenue for the current month. */
  revenue: number;
  /** First day of her current assignment to the class. */
  assignedFrom: string;
  /** How many teachers share the class's revenue this month (her included; 0 if none). */
  teacherCount: number;
  /** The other teachers who share it this month, by name. */
  sharedWith: { id: number; fullName: string }[];
}

/** Whether a teacher view lists the students of her classes or only counts them. */
type StudentsShown = "listed" | "counted";

/** A teacher of the list, whose students may only be counted (`?view=summary`). */
export type TeacherListView = Omit<TeacherView, "students"> &
  Partial<Pick<TeacherView, "students">>;

/** A teacher as the API answers it (docs/product/data.md#teacher). */
export interface TeacherView {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  rut: string | null;
  avatar: string | null;
  isStudioOwner: boolean;
  isOwner: boolean;
  /** Her rate for the current month as a fraction (0.5 for 50 %). */
  compensationRate: number;
  /** The same rate in whole percent (SPEC's name). */
  sharePercentage: number;
  /** Her rate for the current month in whole percent, 0–100. */
  compensationPercent: number;
  /** The first day of the rate period in force this month (null: her role's default). */
  compensationFrom: string | null;
  /** Every rate period, in the order recorded. */
  compensationHistory: { from: string; percent: number }[];
  /** Her pay for the current month of the studio. */
  monthlyCompensation: number;
  /** Her revenue share and pay per month, oldest first (lists: the current month only). */
  revenueHistory: { month: string; revenue: number; compensation: number }[];
  /** The students of her classes, one entry per student and class. */
  students: { id: number; fullName: string; classId: number; className: string }[];
  classIds: number[];
  assignedClasses: AssignedClassView[];
  /** Sum of the students of her classes. */
  totalStudents: number;
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

// Every slot spelled out the way a class card spells a single one ("Lunes 18:00 - 19:30").
function scheduleText(schedules: readonly Schedule[], durationHours: number): string {
  if (schedules.length === 0) return formatClassTimeSummary([], durationHours);
  return sortSchedules(schedules)
    .map((s) => formatClassTimeSummary([s], durationHours))
    .join(", ");
}

/**
 * What the teacher views read that holds no money (records-memo.ts keeps it through payments):
 * their classes, schedules, assignment periods, status changes and students, listed or counted.
 * Reads that do not wait for one another go together: on PostgreSQL each is a round trip.
 */
async function teachersRecords(db: Database, teacherIds: number[], shown: StudentsShown) {
  const [links, periods, { statusChanges, ratePeriods }] = await Promise.all([
    classIdsOfTeachers(db, teacherIds),
    periodsOfClassesTaughtBy(db, teacherIds),
    statusAndRatesOf(db, teacherIds),
  ]);
  const classIds = [...new Set(links.map((l) => l.classId))];
  const mine = new Set(teacherIds);
  const coTeacherIds = [...new Set(periods.map((p) => p.teacherId))].filter((id) => !mine.has(id));
  const [classes, schedules, roster, enrolled, coTeacherNames] = await Promise.all([
    classesByIds(db, classIds),
    schedulesOfClasses(db, classIds),
    // Counting the students is far cheaper than listing them (names, one row each).
    shown === "listed" ? studentsOfClasses(db, classIds) : [],
    shown === "listed" ? undefined : openEnrollmentCounts(db, classIds),
    teacherNames(db, coTeacherIds),
  ]);
  const counts = enrolled ?? {
    byClass: new Map([...groupBy(roster, (r) => r.classId)].map(([id, rows]) => [id, rows.length])),
    distinctStudents: new Set(roster.map((r) => r.studentId)).size,
  };
  return {
    links,
    classes,
    schedules,
    periods,
    statusChanges,
    ratePeriods,
    roster,
    counts,
    coTeacherNames,
  };
}

/**
 * The API shape of several teachers. Their classes, every assignment period of those classes
 * (a shared class splits its revenue; a past month is split among who taught it then), their
 * status changes, schedules, students and revenue are loaded with one query each, whatever
 * the number of teachers.
 */
export async function teacherViews(
  db: Database,
  teachers: readonly TeacherRecord[],
  month: string,
  options: {
    historyMonths?: number;
    students?: StudentsShown;
    /** The request's data versions, when it read them (records-memo.ts). */
    versions?: Promise<DataVersions>;
  } = {},
): Promise<{ views: TeacherListView[]; distinctStudents: number }> {
  const { historyMonths = 1, students: shown = "listed", versions } = options;
  const teacherIds = teachers.map((t) => t.id);
  const months = lastNMonths(month, historyMonths);
  // Everything but the revenue reads no money: a payment leaves it kept (records-memo.ts). The
  // revenue of every class they ever taught is read meanwhile.
  const [
    {
      links,
      classes,
      schedules,
      periods,
      statusChanges,
      ratePeriods,
      roster,
      counts,
      coTeacherNames,
    },
    revenueRows,
  ] = await Promise.all([
    memoOnRecords(
      db,
      `teachers:${shown}:${teacherIds.join(",")}`,
      () => teachersRecords(db, teacherIds, shown),
      versions,
    ),
    teacherIds.length === 0
      ? []
      : revenueByClassForMonths(db, months[0] ?? month, month, classesEverTaughtBy(db, teacherIds)),
  ]);
  const classById = new Map(classes.map((c) => [c.id, c]));
  const schedulesByClass = groupBy(schedules, (s) => s.classId);
  const rosterByClass = groupBy(roster, (r) => r.classId);
  const linksByTeacher = groupBy(links, (l) => l.teacherId);
  const revenueByMonth = groupBy(revenueRows, (r) => r.month);
  const staffingByMonth = new Map(
    months.map((m) => [m, staffingOfMonth({ teachers, statusChanges, periods, ratePeriods }, m)]),
  );
  const totalsByMonth = new Map(
    months.map((m) => {
      // Co-teachers not in `teachers` only count in the split (R/k): their rate does not
      // change anybody else's pay, so their status and rate are not loaded.
      const staffing = staffingByMonth.get(m) ?? { teachers: [], assignments: [] };
      const rate = new Map(staffing.teachers.map((t) => [t.id, t]));
      return [
        m,
        compensationByTeacher(
          new Map((revenueByMonth.get(m) ?? []).map((r) => [r.classId, r.revenue])),
          staffing.assignments.map((a) => ({
            ...a,
            isStudioOwner: rate.get(a.teacherId)?.isStudioOwner ?? false,
            compensationPercent: rate.get(a.teacherId)?.compensationPercent,
          })),
        ),
      ];
    }),
  );
  // Who shares each class this month: the teachers who taught it on some day of it.
  const current = staffingByMonth.get(month);
  const teachersOfClass = groupBy(current?.assignments ?? [], (a) => a.classId);
  const nameOf = (id: number) => {
    const own = teachers.find((t) => t.id === id);
    return own ? fullName(own) : (coTeacherNames.get(id) ?? "");
  };
  const ratesByTeacher = groupBy(ratePeriods, (p) => p.teacherId);
  const currentRevenue = new Map(
    (revenueByMonth.get(month) ?? []).map((r) => [r.classId, r.revenue]),
  );

  const views = teachers.map((t) => {
    const own = (linksByTeacher.get(t.id) ?? []).flatMap((l) => {
      const cls = classById.get(l.classId);
      return cls ? [{ ...cls, assignedFrom: l.assignedFrom }] : [];
    });
    const assignedClasses = own.map((c) => {
      const sharing = (teachersOfClass.get(c.id) ?? []).map((a) => a.teacherId);
      return {
        id: c.id,
        name: c.name,
        schedule: scheduleText(schedulesByClass.get(c.id) ?? [], c.durationHours),
        students: counts.byClass.get(c.id) ?? 0,
        monthlyFee: c.price,
        maxStudents: c.maxStudents,
        revenue: currentRevenue.get(c.id) ?? 0,
        assignedFrom: c.assignedFrom,
        teacherCount: sharing.length,
        sharedWith: sharing
          .filter((id) => id !== t.id)
          .sort((a, b) => a - b)
          .map((id) => ({ id, fullName: nameOf(id) })),
      };
    });
    const students = own.flatMap((c) =>
      (rosterByClass.get(c.id) ?? []).map((r) => ({
        id: r.studentId,
        fullName: r.fullName,
        classId: c.id,
        className: c.name,
      })),
    );
    const revenueHistory = months.map((m) => {
      const totals = totalsByMonth.get(m)?.get(t.id);
      return { month: m, revenue: totals?.revenue ?? 0, compensation: totals?.compensation ?? 0 };
    });
    const history = ratesByTeacher.get(t.id) ?? [];
    const percent =
      current?.teachers.find((x) => x.id === t.id)?.compensationPercent ??
      compensationRatePercent(t.isStudioOwner);
    return {
      ...t,
      fullName: fullName(t),
      avatar: null,
      isOwner: t.isStudioOwner,
      compensationRate: percent / 100,
      sharePercentage: percent,
      compensationPercent: percent,
      compensationFrom: ratePeriodInMonth(history, month)?.from ?? null,
      compensationHistory: history.map((p) => ({ from: p.from, percent: p.percent })),
      monthlyCompensation: revenueHistory.at(-1)?.compensation ?? 0,
      revenueHistory,
      ...(shown === "listed" ? { students } : {}),
      classIds: own.map((c) => c.id),
      assignedClasses,
      totalStudents: assignedClasses.reduce((sum, c) => sum + c.students, 0),
    };
  });
  return { views, distinctStudents: counts.distinctStudents };
}

/** GET /api/teachers: one page of the filtered list and the number of matches. */
export async function listTeacherViews(
  ctx: AppContext,
  query: TeachersQuery,
  versions?: Promise<DataVersions>,
) {
  const role =
    query.status === "owners" || query.status === "instructors" ? query.status : undefined;
  const filter = { search: query.search, role };
  const window = pageWindow(query);
  const [teachers, { month }] = await Promise.all([
    listTeachers(ctx.db, filter, window),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const total = await totalOf(window, teachers, () => countTeachers(ctx.db, filter));
  const { views, distinctStudents } = await teacherViews(ctx.db, teachers, month, {
    students: query.view === "summary" ? "counted" : "listed",
    versions,
  });
  return { items: views, total, distinctStudents };
}

/** A live teacher or TEACHER_NOT_FOUND. */
export async function requireTeacher(db: Database, id: number): Promise<TeacherRecord> {
  const found = await findTeacher(db, id);
  if (!found) throw failure("TEACHER_NOT_FOUND", { rejectedValue: id });
  return found;
}

export async function getTeacherView(
  ctx: AppContext,
  id: number,
  versions?: Promise<DataVersions>,
): Promise<TeacherView> {
  const [found, { month }] = await Promise.all([
    requireTeacher(ctx.db, id),
    loadStudio(ctx.db, ctx.now()),
  ]);
  const {
    views: [view],
  } = await teacherViews(ctx.db, [found], month, {
    historyMonths: REVENUE_HISTORY_MONTHS,
    versions,
  });
  if (!view?.students) throw failure("TEACHER_NOT_FOUND", { rejectedValue: id });
  return { ...view, students: view.students };
}

export async function createTeacher(
  ctx: AppContext,
  userId: number,
  data: TeacherData,
): Promise<TeacherView> {
  const at = ctx.now().toISOString();
  const { today } = await loadStudio(ctx.db, ctx.now());
  const { compensationPercent, compensationFrom, ...fields } = data;
  const rate = {
    from: compensationFrom ?? today,
    percent: compensationPercent ?? compensationRatePercent(fields.isStudioOwner),
  };
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await insertTeacher(trx, fields, at);
    // Her first status: it also covers the months before it (an assignment dated back).
    await insertStatusChange(trx, {
      teacherId: newId,
      from: today,
      isStudioOwner: fields.isStudioOwner,
      at,
    });
    // Her first rate likewise covers the months before it.
    await insertRatePeriod(trx, { teacherId: newId, ...rate, at });
    await writeAudit(trx, {
      userId,
      action: "create",
      entity: "teacher",
      entityId: newId,
      after: { ...fields, compensationPercent: rate.percent, compensationFrom: rate.from },
      at,
    });
    return newId;
  });
  return getTeacherView(ctx, id);
}

/**
 * A teacher without rate periods (recorded by another path than this module's create) is paid
 * her role's default month by month. Before an edit may add a rate, her status history becomes
 * her rate history (each status at its date, its role's default; without any, her current
 * role's from a far past date), so a new period never reaches back over months she was paid.
 */
async function seedRatePeriods(db: Database, teacher: TeacherRecord, at: string): Promise<void> {
  const [periods, changes] = await Promise.all([
    ratePeriodsOf(db, [teacher.id]),
    statusChangesOf(db, [teacher.id]),
  ]);
  if (periods.length > 0) return;
  const seeds =
    changes.length > 0
      ? changes
      : [{ teacherId: teacher.id, from: "2000-01-01", isStudioOwner: teacher.isStudioOwner }];
  for (const change of seeds) {
    await insertRatePeriod(db, {
      teacherId: teacher.id,
      from: change.from,
      percent: compensationRatePercent(change.isStudioOwner),
      at,
    });
  }
}

/**
 * The rate period an edit records, if any: the rate sent, from `compensationFrom` (default
 * today), unless it already holds from that month on; else, when her role changed, her
 * new role's default from today. Nothing otherwise (a form sends her rate back unchanged).
 */
async function rateChangeOf(
  db: Database,
  teacherId: number,
  sent: { compensationPercent?: number | undefined; compensationFrom?: string | undefined },
  role: { isStudioOwner: boolean; changed: boolean },
  today: string,
): Promise<RatePeriod | null> {
  if (sent.compensationPercent === undefined) {
    if (!role.changed) return null;
    return { teacherId, from: today, percent: compensationRatePercent(role.isStudioOwner) };
  }
  const from = sent.compensationFrom ?? today;
  const [periods, changes] = await Promise.all([
    ratePeriodsOf(db, [teacherId]),
    statusChangesOf(db, [teacherId]),
  ]);
  const month = monthOf(from);
  const owner = role.changed
    ? role.isStudioOwner
    : ownerStatusInMonth(changes, month, role.isStudioOwner);
  const inForce = ratePercentInMonth(periods, month, compensationRatePercent(owner));
  // Nothing to record when the rate already holds from that month on (a form resending it).
  const unchanged =
    inForce === sent.compensationPercent &&
    periods.every((p) => monthOf(p.from) <= month || p.percent === sent.compensationPercent);
  if (unchanged && !role.changed) return null;
  return { teacherId, from, percent: sent.compensationPercent };
}

/**
 * PUT /api/teachers/{id}. A change of owner status takes effect today: this month and the
 * months after it are paid at the new rate, the months before keep the rate they were paid at.
 * A rate sent (`compensationPercent`, from `compensationFrom`) is a new rate period likewise.
 */
export async function updateTeacherFromForm(
  ctx: AppContext,
  userId: number,
  id: number,
  data: TeacherUpdateData,
): Promise<TeacherView> {
  const at = ctx.now().toISOString();
  const { today } = await loadStudio(ctx.db, ctx.now());
  const { compensationPercent, compensationFrom, ...changes } = data;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await requireTeacher(trx, id);
    await seedRatePeriods(trx, current, at);
    const { id: _id, ...stored } = current;
    const fields: TeacherFields = { ...stored, ...definedOnly(changes) };
    await updateTeacher(trx, id, fields, at);
    const roleChanged = fields.isStudioOwner !== current.isStudioOwner;
    if (roleChanged) {
      await insertStatusChange(trx, {
        teacherId: id,
        from: today,
        isStudioOwner: fields.isStudioOwner,
        at,
      });
    }
    const rate = await rateChangeOf(
      trx,
      id,
      { compensationPercent, compensationFrom },
      { isStudioOwner: fields.isStudioOwner, changed: roleChanged },
      today,
    );
    if (rate) await insertRatePeriod(trx, { ...rate, at });
    await writeAudit(trx, {
      userId,
      action: "update",
      entity: "teacher",
      entityId: id,
      before: current,
      after: rate
        ? { ...fields, compensationPercent: rate.percent, compensationFrom: rate.from }
        : fields,
      at,
    });
  });
  return getTeacherView(ctx, id);
}

/**
 * Soft-deletes a teacher and ends her assignments today: the months she taught keep paying
 * her; the audit row lists the assignments ended. Of simultaneous deletions only one succeeds.
 */
export async function deleteTeacher(ctx: AppContext, userId: number, id: number): Promise<void> {
  const at = ctx.now().toISOString();
  const { today } = await loadStudio(ctx.db, ctx.now());
  await ctx.db.transaction().execute(async (trx) => {
    const current = await requireTeacher(trx, id);
    if (!(await softDeleteTeacher(trx, id, at))) {
      throw failure("TEACHER_NOT_FOUND", { rejectedValue: id });
    }
    const endedAssignments = await endAssignments(trx, { teacherId: id }, today);
    await writeAudit(trx, {
      userId,
      action: "delete",
      entity: "teacher",
      entityId: id,
      before: current,
      after: { deletedAt: at, endedAssignments, endedOn: today },
      at,
    });
  });
}

/**
 * POST /api/teachers/assign: opens a period from `assignedFrom` (default today; never after
 * today, never before the studio's first month, never inside an earlier period of the pair).
 */
export async function assignTeacher(ctx: AppContext, userId: number, data: TeacherAssignmentData) {
  const at = ctx.now().toISOString();
  const studio = await loadStudio(ctx.db, ctx.now());
  const from = data.assignedFrom ?? studio.today;
  const problem = assignmentStartProblem(from, studio.today, studioFirstMonth(studio));
  if (problem) {
    throw failure("VALIDATION_ERROR", { field: "assignedFrom", rejectedValue: from }, problem);
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await requireTeacher(trx, data.teacherId);
      await requireClass(trx, data.classId);
      const latest = await latestPeriod(trx, data.teacherId, data.classId);
      if (latest && latest.endedOn === null) throw alreadyAssigned();
      if (latest?.endedOn && from < latest.endedOn) {
        throw failure(
          "ASSIGNMENT_OVERLAP",
          { field: "assignedFrom", rejectedValue: from },
          `La profesora estuvo asignada a esta clase hasta el ${formatDateEs(addDays(latest.endedOn, -1))}: la nueva asignación debe comenzar el ${formatDateEs(latest.endedOn)} o después`,
        );
      }
      await insertAssignment(trx, { ...data, from, at });
      await writeAudit(trx, {
        userId,
        action: "assign",
        entity: "class_teacher",
        entityId: `${data.classId}:${data.teacherId}`,
        after: { teacherId: data.teacherId, classId: data.classId, assignedFrom: from },
        at,
      });
    });
  } catch (error) {
    // Two simultaneous assignments of the same pair: the open-period index decides.
    if (isUniqueViolation(error)) throw alreadyAssigned();
    throw error;
  }
  return { teacherId: data.teacherId, classId: data.classId, assignedFrom: from, endedOn: null };
}

const alreadyAssigned = () => failure("ALREADY_ASSIGNED");

/**
 * DELETE /api/teachers/unassign: ends her period today (it stays, so past months keep their
 * figures). The update only touches an open period, so of simultaneous requests one succeeds.
 */
export async function unassignTeacher(ctx: AppContext, userId: number, data: AssignmentData) {
  const at = ctx.now().toISOString();
  const { today } = await loadStudio(ctx.db, ctx.now());
  return ctx.db.transaction().execute(async (trx) => {
    await requireTeacher(trx, data.teacherId);
    await requireClass(trx, data.classId);
    const [ended] = await endAssignments(trx, data, today);
    if (!ended) throw failure("NOT_ASSIGNED");
    await writeAudit(trx, {
      userId,
      action: "unassign",
      entity: "class_teacher",
      entityId: `${data.classId}:${data.teacherId}`,
      before: { teacherId: data.teacherId, classId: data.classId, assignedFrom: ended.from },
      after: { endedOn: ended.endedOn },
      at,
    });
    return {
      teacherId: data.teacherId,
      classId: data.classId,
      assignedFrom: ended.from,
      endedOn: ended.endedOn,
    };
  });
}
