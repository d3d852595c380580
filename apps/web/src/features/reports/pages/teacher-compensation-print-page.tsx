import { formatCLP, formatMonthEs, ratePercentOf, teacherRoleLabel } from "@nova/domain";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ColumnHeads } from "@/components/ui/column-heads";
import { QueryState } from "@/components/ui/query-state";
import { useSettings } from "@/lib/settings";
import { useCompensationReport } from "../api/get-compensation-report";
import { ReportPage } from "../components/report-page";
import { useReportMonth } from "../lib/use-report-month";

/**
 * The compensation report ready to print: one page per teacher with her classes, who paid
 * and a signature line for the payout. The console's navigation is left off the paper.
 */
export function TeacherCompensationPrintPage() {
  const { month } = useReportMonth();
  const query = useCompensationReport(month);
  const studio = useSettings().data?.studio.name ?? "NOVA";

  return (
    <ReportPage
      title="Reporte completo de compensación"
      description={`${studio} · ${formatMonthEs(month)}. Una página por profesora.`}
      actions={
        <Button
          onClick={() => window.print()}
          disabled={!query.data}
          className="print:hidden"
          icon={Printer}
        >
          Imprimir
        </Button>
      }
    >
      <QueryState
        query={query}
        loadingLabel="Cargando compensación de profesoras"
        errorTitle="Error al cargar compensación de profesores"
        isEmpty={(data) => data.teachers.length === 0}
        empty={<p className="text-ink-muted">No hay datos de compensación para este mes.</p>}
      >
        {(data) =>
          data.teachers.map((teacher) => (
            <article
              key={teacher.teacherId}
              className="break-after-page rounded-xl border border-line bg-surface p-6 print:border-0 print:p-0"
            >
              <header className="border-b border-line pb-3">
                <p className="text-sm text-ink-muted">
                  {studio} · Compensación de {formatMonthEs(month)}
                </p>
                <h2 className="font-display text-2xl font-semibold text-ink">
                  {teacher.teacherName}
                </h2>
                <p className="text-sm text-ink-muted">
                  {teacherRoleLabel(teacher.isStudioOwner)} · tasa{" "}
                  {ratePercentOf(teacher.compensationRate)} %
                </p>
              </header>
              <table className="mt-4 w-full text-sm">
                <thead className="text-left text-ink-muted">
                  <tr className="border-b border-line">
                    <ColumnHeads
                      cell="py-2 pr-3"
                      columns={[
                        "Clase / estudiante",
                        { label: "Pagado", numeric: true },
                        { label: "Compensación", numeric: true, className: "py-2" },
                      ]}
                    />
                  </tr>
                </thead>
                {teacher.classReports.map((c) => (
                  <tbody key={c.classId} className="tabular-nums">
                    <tr className="border-b border-line">
                      <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
                        {c.className}
                      </th>
                      <td className="py-2 pr-3 text-right font-medium">
                        {formatCLP(c.totalRevenue)}
                      </td>
                      <td className="py-2 text-right font-medium">
                        {formatCLP(c.teacherCompensation)}
                      </td>
                    </tr>
                    {c.studentsWhoPayment.map((payer) => (
                      <tr key={payer.id}>
                        <td className="py-1 pr-3 pl-4 text-ink-muted">{payer.name}</td>
                        <td className="py-1 pr-3 text-right text-ink-muted">
                          {formatCLP(payer.amount)}
                        </td>
                        <td />
                      </tr>
                    ))}
                  </tbody>
                ))}
                <tfoot>
                  <tr className="border-t-2 border-line-strong">
                    <th scope="row" className="py-2 pr-3 text-left font-semibold text-ink">
                      Total a pagar
                    </th>
                    <td className="py-2 pr-3 text-right">{formatCLP(teacher.revenueGenerated)}</td>
                    <td className="py-2 text-right text-lg font-semibold text-ink">
                      {formatCLP(teacher.totalCompensation)}
                    </td>
                  </tr>
                </tfoot>
              </table>
              <div className="mt-16 grid gap-10 sm:grid-cols-2">
                <div className="border-t border-ink pt-2 text-sm text-ink">
                  Firma de {teacher.teacherName}
                  <span className="block text-ink-muted">
                    Recibí conforme {formatCLP(teacher.totalCompensation)}
                  </span>
                </div>
                <div className="border-t border-ink pt-2 text-sm text-ink">Fecha</div>
              </div>
            </article>
          ))
        }
      </QueryState>
    </ReportPage>
  );
}
