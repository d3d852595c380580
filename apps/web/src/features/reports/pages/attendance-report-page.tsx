import { formatMonthEs, isValidMonth } from "@nova/domain";
import { FileDown } from "lucide-react";
import { attendancePercent as percent } from "@/components/attendance-marks";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ColumnHeads } from "@/components/ui/column-heads";
import { QueryState } from "@/components/ui/query-state";
import { downloadCsv } from "@/lib/csv";
import { useStudioToday } from "@/lib/studio-today";
import { useListParams } from "@/lib/use-list-params";
import { useAttendanceReport } from "../api/get-attendance-report";
import { ExportExcelButton } from "../components/export-excel-button";
import { MonthSelect } from "../components/month-select";
import { ReportPage } from "../components/report-page";
import { attendanceCsv, attendanceSheets } from "../lib/attendance-workbook";

/** 'Asistencia': per class and teacher, sessions held, average attendance and occupancy. */
export function AttendanceReportPage() {
  const { month: current } = useStudioToday();
  const params = useListParams({ month: "" });
  const month = isValidMonth(params.filters.month) ? params.filters.month : current;
  const query = useAttendanceReport(month);
  return (
    <ReportPage
      title="Asistencia por clase"
      description={`Sesiones realizadas, asistencia promedio y ocupación de ${formatMonthEs(month)}.`}
      actions={
        <>
          <MonthSelect
            current={current}
            count={12}
            value={month}
            onChange={(m) => params.setFilter("month", m)}
          />
          <Button
            variant="secondary"
            disabled={!query.data}
            onClick={() =>
              query.data &&
              downloadCsv(`asistencia-${month}.csv`, attendanceCsv(query.data), {
                list: "attendance-report",
                filters: { month },
              })
            }
            icon={FileDown}
          >
            Exportar CSV
          </Button>
          <ExportExcelButton
            report={query.data}
            fileName={(report) => `asistencia-${report.month}.xlsx`}
            sheets={attendanceSheets}
            audit={(report) => ({ list: "attendance-report", filters: { month: report.month } })}
          />
        </>
      }
    >
      <QueryState
        query={query}
        loadingLabel="Cargando asistencia"
        errorTitle="Error al cargar el reporte"
      >
        {(data) => (
          <Card>
            {/* Phones get one block per class; wider screens the table (nothing scrolls sideways). */}
            <ul className="divide-y divide-line sm:hidden" aria-label="Asistencia por clase">
              {data.rows.map((row) => (
                <li key={row.classId} className="px-4 py-3 text-sm">
                  <p className="font-medium text-ink">{row.className}</p>
                  <p className="text-ink-muted">{row.teachers || "Sin profesora"}</p>
                  <p className="mt-1 text-ink tabular-nums">
                    {row.sessionsHeld} de {row.sessionsScheduled} sesiones · asistencia{" "}
                    {percent(row.averageAttendance)} · ocupación {percent(row.occupancy)}
                  </p>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <caption className="sr-only">Asistencia de {formatMonthEs(month)} por clase</caption>
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <ColumnHeads
                    cell="px-4 py-3"
                    columns={[
                      "Clase",
                      "Profesoras",
                      { label: "Realizadas / programadas", numeric: true },
                      { label: "Asistencia", numeric: true },
                      { label: "Ocupación", numeric: true },
                    ]}
                  />
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.rows.map((row) => (
                  <tr key={row.classId}>
                    <td className="px-4 py-3 font-medium text-ink">{row.className}</td>
                    <td className="px-4 py-3 text-ink-muted">{row.teachers || "—"}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {row.sessionsHeld} / {row.sessionsScheduled}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {percent(row.averageAttendance)}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{percent(row.occupancy)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        )}
      </QueryState>
    </ReportPage>
  );
}
