import { type AttendanceReportResponse, formatMonthEs } from "@nova/domain";
import type { CsvCell } from "@/lib/csv";
import type { SheetSpec } from "./xlsx";

const pct = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

const HEADERS = [
  "Clase",
  "Profesoras",
  "Sesiones programadas",
  "Sesiones realizadas",
  "Asistencia promedio (%)",
  "Ocupación (%)",
  "Cupo",
];

/** The rows of the attendance report, as both the CSV and the workbook write them. */
export function attendanceRows(report: AttendanceReportResponse): CsvCell[][] {
  return report.rows.map((r) => [
    r.className,
    r.teachers,
    r.sessionsScheduled,
    r.sessionsHeld,
    pct(r.averageAttendance),
    pct(r.occupancy),
    r.capacity,
  ]);
}

export const attendanceCsv = (report: AttendanceReportResponse): CsvCell[][] => [
  HEADERS,
  ...attendanceRows(report),
];

/** The attendance report as one sheet. */
export function attendanceSheets(report: AttendanceReportResponse): SheetSpec[] {
  return [
    {
      name: "Asistencia",
      intro: [`Asistencia de ${formatMonthEs(report.month)}`],
      columns: [
        { header: HEADERS[0] ?? "", width: 28 },
        { header: HEADERS[1] ?? "", width: 28 },
        { header: HEADERS[2] ?? "", kind: "number", width: 20 },
        { header: HEADERS[3] ?? "", kind: "number", width: 20 },
        { header: HEADERS[4] ?? "", kind: "percent", width: 22 },
        { header: HEADERS[5] ?? "", kind: "percent", width: 16 },
        { header: HEADERS[6] ?? "", kind: "number" },
      ],
      rows: attendanceRows(report),
    },
  ];
}
