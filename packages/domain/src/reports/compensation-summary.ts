import type { TeacherCompensation } from "../compensation/teacher-compensation";
import { roundCLP } from "../money/rounding";
import { efficiency, ratioPercent } from "./ratios";

/** Average compensation per paying student of a teacher, whole pesos; 0 without students. */
export function averagePerStudent(report: TeacherCompensation): number {
  return report.studentsPaid === 0 ? 0 : roundCLP(report.totalCompensation / report.studentsPaid);
}

/** A teacher's efficiency: compensation / the revenue she generated, percent; 0 without revenue. */
export function teacherEfficiency(report: TeacherCompensation): number {
  return efficiency(report.totalCompensation, report.revenueGenerated);
}

/** Cards and analysis of the teacher compensation report. */
export type CompensationSummary = {
  totalCompensation: number;
  totalClasses: number;
  totalStudents: number;
  averagePerClass: number;
  averagePerTeacher: number;
  averageCompensationRatio: number;
  mostProductiveTeacher: {
    teacherId: number;
    teacherName: string;
    revenueGenerated: number;
  } | null;
};

/**
 * Summary of a month's compensation reports: distinct classes and paying students, averages
 * in whole pesos, the overall compensation / revenue ratio, and the teacher who generated most
 * revenue (null when nobody generated any).
 */
export function summarizeCompensation(
  reports: readonly TeacherCompensation[],
): CompensationSummary {
  let total = 0;
  let revenue = 0;
  let best: TeacherCompensation | null = null;
  const classes = new Set<number>();
  const students = new Set<number>();
  // Loops, not flatMap: a month's report holds every payer of every class (thousands).
  for (const r of reports) {
    total += r.totalCompensation;
    revenue += r.revenueGenerated;
    if (r.revenueGenerated > 0 && (best === null || r.revenueGenerated > best.revenueGenerated))
      best = r;
    for (const c of r.classReports) {
      classes.add(c.classId);
      for (const s of c.studentsWhoPayment) students.add(s.id);
    }
  }
  return {
    totalCompensation: total,
    totalClasses: classes.size,
    totalStudents: students.size,
    averagePerClass: classes.size === 0 ? 0 : roundCLP(total / classes.size),
    averagePerTeacher: reports.length === 0 ? 0 : roundCLP(total / reports.length),
    averageCompensationRatio: ratioPercent(total, revenue),
    mostProductiveTeacher:
      best === null
        ? null
        : {
            teacherId: best.teacherId,
            teacherName: best.teacherName,
            revenueGenerated: best.revenueGenerated,
          },
  };
}
