import {
  type CompensationReportResponse,
  formatMonthEs,
  ratePercentOf,
  teacherRoleLabel,
} from "@nova/domain";
import type { SheetSpec } from "./xlsx";

/**
 * The compensation report as workbook sheets: a summary with one row per teacher, then one
 * sheet per teacher with her classes and, under each, who paid.
 */
export function compensationSheets(report: CompensationReportResponse): SheetSpec[] {
  const month = formatMonthEs(report.month);
  const summary: SheetSpec = {
    name: "Resumen",
    intro: [`Compensación de profesoras · ${month}`],
    columns: [
      { header: "Profesora", width: 28 },
      { header: "Rol", width: 18 },
      { header: "Tasa", kind: "percent", width: 10 },
      { header: "Ingresos generados", kind: "money", width: 20 },
      { header: "Compensación", kind: "money", width: 18 },
      { header: "Clases", kind: "number", width: 10 },
      { header: "Estudiantes que pagaron", kind: "number", width: 24 },
      { header: "Promedio por estudiante", kind: "money", width: 24 },
      { header: "Eficiencia", kind: "percent", width: 12 },
    ],
    rows: [
      ...report.teachers.map((t) => [
        t.teacherName,
        teacherRoleLabel(t.isStudioOwner),
        ratePercentOf(t.compensationRate),
        t.revenueGenerated,
        t.totalCompensation,
        t.classReports.length,
        t.studentsPaid,
        t.averagePerStudent,
        t.efficiency,
      ]),
      [
        "Total",
        null,
        null,
        report.teachers.reduce((sum, t) => sum + t.revenueGenerated, 0),
        report.summary.totalCompensation,
        report.summary.totalClasses,
        report.summary.totalStudents,
        null,
        report.summary.averageCompensationRatio,
      ],
    ],
  };
  const perTeacher = report.teachers.map(
    (t): SheetSpec => ({
      name: t.teacherName,
      intro: [
        `${t.teacherName} · ${teacherRoleLabel(t.isStudioOwner)} (${ratePercentOf(t.compensationRate)} %)`,
        `Compensación de ${month}`,
      ],
      columns: [
        { header: "Clase", width: 28 },
        { header: "Estudiante", width: 28 },
        { header: "Pagado", kind: "money", width: 16 },
        { header: "Ingresos de la clase", kind: "money", width: 20 },
        { header: "Compensación", kind: "money", width: 18 },
      ],
      rows: [
        ...t.classReports.flatMap((c) => [
          [c.className, null, null, c.totalRevenue, c.teacherCompensation],
          ...c.studentsWhoPayment.map((p) => [null, p.name, p.amount, null, null]),
        ]),
        ["Total", null, null, t.revenueGenerated, t.totalCompensation],
      ],
    }),
  );
  return [summary, ...perTeacher];
}
