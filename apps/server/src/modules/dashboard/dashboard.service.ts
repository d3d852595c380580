import {
  activeStudentsPercentage,
  addDays,
  adultBirthCutoff,
  averageClassSize,
  birthdayMonthDays,
  birthdaysAround,
  buildClassDistribution,
  buildDashboardAlerts,
  buildRevenueSeries,
  countClassesToday,
  deadlineWarning,
  groupBy,
  growthPercent,
  isPublicClassStatus,
  lastNMonths,
  type Period,
  periodRange,
  periodToDateComparison,
  previousPeriodRange,
  RECENT_ACTIVITY_LIMIT,
  REQUEST_WARNING_BUSINESS_DAYS,
  recentActivity,
} from "@nova/domain";
import type { DataVersions } from "../../db/data-version.ts";
import { memoOnRecords } from "../../db/records-memo.ts";
import { allNamed } from "../../lib/all-named.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { chileanHolidaysBetween } from "../../records/classes/holidays.ts";
import { loadStudioDebts } from "../../records/ledger/debts.ts";
import { revenueByMonth } from "../../records/ledger/ledger.ts";
import { loadStudio } from "../../records/system/settings.ts";
import {
  birthdaysAndDeadlines,
  classesWithSchedules,
  classIdsWithTeacher,
  classOccupancy,
  latestPayments,
  revenueAndInbox,
  studentCounts,
} from "./dashboard.repository.ts";

/**
 * The dashboard of the current week, month, quarter or year (studio calendar), every figure
 * from the data by the domain's rules, from grouped and indexed queries and a handful of
 * students: fourteen queries whatever the size of the studio (the session, the settings and
 * the data versions included), none reading every student's row or every enrollment.
 *
 * Which rows feed what: revenue counts payments by payment date within the period (money
 * received), outstanding figures are those of the current month's report as of today, and the
 * total owed is the debts report's (every owed month of its reach and every fee, as of today). Class
 * size and the "classes without teacher" alert look at running classes (active or scheduled):
 * a cancelled or completed class has nobody to teach. The contact-data alert and birthdays
 * look at active students.
 */
export async function dashboard(
  ctx: AppContext,
  period: Period,
  versions?: Promise<DataVersions>,
  /** Whether the caller is an admin (the data-rights warning is hers). */
  admin = true,
) {
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const range = periodRange(period, studio.today);
  const previousRange = previousPeriodRange(period, studio.today);
  // Growth compares the period so far with as many days of the one before (1–26 Nov against
  // 1–26 Oct), not a period in progress with a whole one.
  const comparison = periodToDateComparison(period, studio.today);
  const tomorrow = addDays(studio.today, 1);
  const birthdayEndings = [...birthdayMonthDays(studio.today), ...birthdayMonthDays(tomorrow)];
  const [
    {
      students,
      dated: { bornOn, requestDeadlines },
      occupancy: { classes, schedules },
      withTeacher,
    },
    debts,
    { revenue, online },
    latest,
  ] = await Promise.all([
    recordFacts(ctx, studio.today, birthdayEndings, versions),
    // Everything owed today (every month and fee): the debts report's own computation, so the
    // two figures are one (issue 36); the current month is its last month.
    loadStudioDebts(ctx.db, studio),
    // The period's revenue is its revenue so far: a payment is never dated after today.
    // With the families' inbox counts, in the same statement.
    revenueAndInbox(ctx.db, range, comparison.previous),
    latestPayments(ctx.db, RECENT_ACTIVITY_LIMIT),
  ]);
  const missingContact = students.missingContact;
  const teachers = students.teachers;

  // The current month's ledger, as the outstanding report reads it: what remains after the
  // payment lines (a partial month counts with what is left), live classes only.
  const owed = debts.months.find((m) => m.month === studio.month)?.owed ?? [];
  const late = owed.filter((i) => i.isLate).length;
  const outstanding = {
    outstandingPayments: owed.length,
    outstandingAmount: owed.reduce((sum, i) => sum + i.remainingAmount, 0),
    latePayments: late,
    pendingPayments: owed.length - late,
  };

  const schedulesByClass = groupBy(schedules, (s) => s.classId);
  const running = classes.filter((c) => isPublicClassStatus(c.status));

  return {
    period,
    range,
    previousRange,
    comparison,
    kpis: {
      totalStudents: students.active,
      classesToday: countClassesToday(
        classes.map((c) => ({
          status: c.status,
          schedules: schedulesByClass.get(c.classId) ?? [],
        })),
        studio.today,
      ),
      monthlyRevenue: revenue.current,
      outstandingPayments: outstanding.outstandingPayments,
      outstandingAmount: outstanding.outstandingAmount,
      totalOwed: debts.report.totalOwed,
      studentsWithDebt: debts.report.studentsWithDebt,
      totalTeachers: teachers,
      totalClasses: classes.length,
    },
    quickStats: {
      activeStudentsPercentage: activeStudentsPercentage(students.total, students.enrolled),
      // studentCount: students with an open enrollment (one enrolled twice counts once).
      averageClassSize: averageClassSize(running.map((c) => c.studentCount)),
      monthlyGrowth: growthPercent(revenue.current, revenue.previous),
    },
    recentActivity: recentActivity(latest),
    alerts: buildDashboardAlerts({
      latePayments: outstanding.latePayments,
      pendingPayments: outstanding.pendingPayments,
      classesWithoutTeacher: running.filter((c) => !withTeacher.has(c.classId)).length,
      studentsMissingContactData: missingContact,
      minorsWithoutGuardian: students.minorsWithoutGuardian,
      ...online,
      // Data-rights requests are an admin's (their page is admin-only): staff are not warned of
      // what they cannot open. The read cache keys the dashboard by role.
      privacyRequestsDue: admin ? privacyRequestsDue(requestDeadlines, studio.today) : 0,
    }),
    birthdays: birthdaysAround(bornOn, studio.today),
  };
}

/**
 * The dashboard's facts that read no money (students, classes, teachers, open data-rights
 * requests): a payment leaves them kept (records-memo.ts), until a record changes or the day
 * (and so the birthdays asked for) moves.
 */
function recordFacts(
  ctx: AppContext,
  today: string,
  birthdayEndings: readonly string[],
  versions?: Promise<DataVersions>,
) {
  return memoOnRecords(
    ctx.db,
    `dashboard:${today}:${birthdayEndings.join(",")}`,
    () =>
      allNamed({
        // With the contact-data and teachers counts (issue 37: fewer round trips, same reads).
        students: studentCounts(ctx.db, adultBirthCutoff(today)),
        dated: birthdaysAndDeadlines(ctx.db, birthdayEndings),
        occupancy: classesWithSchedules(ctx.db),
        withTeacher: classIdsWithTeacher(ctx.db),
      }),
    versions,
  );
}

/** "Ingresos por Mes": revenue of the last `months` payment months, the current one last. */
export async function revenueChart(
  ctx: AppContext,
  months: number,
  versions?: Promise<DataVersions>,
) {
  const studio = await loadStudio(ctx.db, ctx.now(), versions);
  const series = lastNMonths(studio.month, months);
  const first = series[0] ?? studio.month;
  return buildRevenueSeries(series, await revenueByMonth(ctx.db, first, studio.month));
}

/**
 * "Distribución de Clases": every class with its occupancy, most occupied first (the chart
 * shows the first three), and the totals over all classes.
 */
export async function classDistribution(ctx: AppContext) {
  const classes = await classOccupancy(ctx.db);
  const distribution = buildClassDistribution(classes, classes.length);
  // The domain ranks by number of students; the issue asks for occupancy, so re-rank stably
  // (equal occupancy keeps the domain's order: more students, then name).
  const ranked = [...distribution.classes].sort(
    (a, b) => b.occupancyPercentage - a.occupancyPercentage,
  );
  return { ...distribution, classes: ranked };
}

/** Open data-rights requests overdue or due within the warning's business days. */
function privacyRequestsDue(deadlines: readonly string[], today: string) {
  if (deadlines.length === 0) return 0;
  // Chilean public holidays of this year and the next (a warning window crosses New Year).
  const holidays = chileanHolidaysBetween(today, addDays(today, 40)).map((h) => h.date);
  return deadlines.filter(
    (d) => deadlineWarning(d, today, REQUEST_WARNING_BUSINESS_DAYS, holidays) !== null,
  ).length;
}
