import {
  compensationRatePercent,
  formatClassTimeSummary,
  fullNameOf,
  groupBy,
  lastNMonths,
  ratePeriodInMonth,
  type Schedule,
  sortSchedules,
  staffingOfMonth,
  type TeacherResponse,
  type TeachersQuery,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import type { Database } from "../../db/database.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { failure } from "../../lib/errors.ts";
import { pageWindow } from "../../lib/list-paging.ts";
import {
  classesByIds,
  revenueByClassForMonths,
  schedulesOfClasses,
} from "../../records/classes/classes.ts";
import { openEnrollmentCounts, studentsOfClasses } from "../../records/classes/enrollments.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  assignmentPeriods,
  classesEverTaughtBy,
  classIdsOfTeachers,
} from "../../records/teachers/assignments.ts";
import { statusAndRatesOf, teacherNames } from "../../records/teachers/teacher-rates.ts";
import {
  pageOfTeachers,
  requireTeacher,
  type TeacherRecord,
} from "../../records/teachers/teachers.ts";
import { compensationByTeacher } from "./compensation.ts";

// The teachers as the API shows them: the list and one teacher's detail, with her classes,
// students, rate and pay of each month.

/**
 * How many months, the current one included, `revenueHistory` covers on a teacher's detail.
 * Lists carry only the current month: summing six months of payments for every class of
 * every teacher costs more than the whole rest of the list, and no list screen shows it.
 */
export const REVENUE_HISTORY_MONTHS = 6;

/** Whether a teacher view lists the students of her classes or only counts them. */
type StudentsShown = "listed" | "counted";

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
    assignmentPeriods(db, { classesTaughtBy: teacherIds }),
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
) {
  const { historyMonths = 1, students: shown = "listed", versions } = options;
  const teacherIds = teachers.map((t) => t.id);
  const months = lastNMonths(month, historyMonths);
  // Everything but the revenue reads no money: a payment leaves it kept (records-memo.ts). The
  // revenue of every class they ever taught is read meanwhile.
  const [records, revenueRows] = await Promise.all([
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
  const classById = new Map(records.classes.map((c) => [c.id, c]));
  const schedulesByClass = groupBy(records.schedules, (s) => s.classId);
  const rosterByClass = groupBy(records.roster, (r) => r.classId);
  const linksByTeacher = groupBy(records.links, (l) => l.teacherId);
  const revenueByMonth = groupBy(revenueRows, (r) => r.month);
  const staffingByMonth = new Map(
    months.map((m) => [m, staffingOfMonth({ ...records, teachers }, m)]),
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
    return own ? fullNameOf(own) : (records.coTeacherNames.get(id) ?? "");
  };
  const ratesByTeacher = groupBy(records.ratePeriods, (p) => p.teacherId);
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
        students: records.counts.byClass.get(c.id) ?? 0,
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
      fullName: fullNameOf(t),
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
  return { views, distinctStudents: records.counts.distinctStudents };
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
  const [{ records: teachers, total }, { month }] = await Promise.all([
    pageOfTeachers(ctx.db, filter, pageWindow(query)),
    loadStudio(ctx.db, ctx.now(), versions),
  ]);
  const { views, distinctStudents } = await teacherViews(ctx.db, teachers, month, {
    students: query.view === "summary" ? "counted" : "listed",
    versions,
  });
  return { items: views, total, distinctStudents };
}

/**
 * One teacher as the API answers it, every pay field present: the field-access plugin takes
 * them out for the roles that may not see them (TEACHER_PAY_FIELDS), not this service.
 */
export async function getTeacherView(
  ctx: AppContext,
  id: number,
  versions?: Promise<DataVersions>,
): Promise<Required<TeacherResponse>> {
  const [found, { month }] = await Promise.all([
    requireTeacher(ctx.db, id),
    loadStudio(ctx.db, ctx.now(), versions),
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
