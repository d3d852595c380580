import { compareEs } from "../shared/compare-es";
import { groupBy } from "../shared/group-by";
import { type CompensatedTeacher, splitClassRevenue, teacherPercent } from "./split-revenue";

/** A student who paid a class in the month, as the compensation report lists them. */
export type StudentWhoPaid = { id: number; name: string; amount: number };

/** One class of a teacher's compensation for a month. */
export type ClassCompensation = {
  classId: number;
  className: string;
  /** Revenue of the whole class for the month. */
  totalRevenue: number;
  /** The teacher's part of that revenue (R/k). */
  revenueShare: number;
  teacherCompensation: number;
  studentsWhoPayment: StudentWhoPaid[];
};

/** A teacher's compensation for a month. */
export type TeacherCompensation = {
  teacherId: number;
  teacherName: string;
  isStudioOwner: boolean;
  /** Her rate for the month as a fraction (0.5 for 50 %; × 100 is her whole percent). */
  compensationRate: number;
  totalCompensation: number;
  /** Sum of her revenue shares. */
  revenueGenerated: number;
  studentsPaid: number;
  classReports: ClassCompensation[];
};

/**
 * Every teacher's compensation for a month from plain rows: the month's non-deleted payments
 * (by class), the classes, the teachers and the class-teacher assignments. Teachers without
 * classes appear with 0; each teacher's classes are listed by name.
 */
export function computeTeacherCompensation(facts: {
  teachers: readonly (CompensatedTeacher & { name: string })[];
  classes: readonly { id: number; name: string }[];
  assignments: readonly { classId: number; teacherId: number }[];
  payments: readonly { classId: number; studentId: number; studentName: string; amount: number }[];
}): TeacherCompensation[] {
  const teacherById = new Map(facts.teachers.map((t) => [t.id, t]));
  const paymentsByClass = groupBy(facts.payments, (p) => p.classId);
  const assignmentsByClass = groupBy(facts.assignments, (a) => a.classId);
  const classReportsByTeacher = new Map<number, ClassCompensation[]>();

  for (const cls of facts.classes) {
    const payments = paymentsByClass.get(cls.id) ?? [];
    const revenue = payments.reduce((sum, p) => sum + p.amount, 0);
    const teachers = (assignmentsByClass.get(cls.id) ?? [])
      .map((a) => teacherById.get(a.teacherId))
      .filter((t) => t !== undefined);
    const uniqueTeachers = [...new Map(teachers.map((t) => [t.id, t])).values()];
    const studentsWhoPayment = payments
      .map((p) => ({ id: p.studentId, name: p.studentName, amount: p.amount }))
      .sort((a, b) => compareEs(a.name, b.name) || a.id - b.id);
    for (const share of splitClassRevenue(revenue, uniqueTeachers)) {
      const list = classReportsByTeacher.get(share.teacherId) ?? [];
      list.push({
        classId: cls.id,
        className: cls.name,
        totalRevenue: revenue,
        revenueShare: share.base,
        teacherCompensation: share.compensation,
        studentsWhoPayment,
      });
      classReportsByTeacher.set(share.teacherId, list);
    }
  }

  return facts.teachers.map((teacher) => {
    const classReports = (classReportsByTeacher.get(teacher.id) ?? []).sort(
      (a, b) => compareEs(a.className, b.className) || a.classId - b.classId,
    );
    const students = new Set<number>();
    for (const c of classReports) for (const s of c.studentsWhoPayment) students.add(s.id);
    return {
      teacherId: teacher.id,
      teacherName: teacher.name,
      isStudioOwner: teacher.isStudioOwner,
      compensationRate: teacherPercent(teacher) / 100,
      totalCompensation: classReports.reduce((sum, c) => sum + c.teacherCompensation, 0),
      revenueGenerated: classReports.reduce((sum, c) => sum + c.revenueShare, 0),
      studentsPaid: students.size,
      classReports,
    };
  });
}

/** Total compensation of all teachers (what the studio pays out for the month). */
export function totalCompensation(reports: readonly { totalCompensation: number }[]): number {
  return reports.reduce((sum, r) => sum + r.totalCompensation, 0);
}
