import {
  addMonths,
  FINANCIAL_RANGES,
  type FinancialRangeResponse,
  formatCLP,
  formatMonthEs,
  formatMonthShortEs,
} from "@nova/domain";
import { FileSpreadsheet, PiggyBank, TrendingUp, Wallet } from "lucide-react";
import { Card } from "@/components/ui/card";
import { BarChart } from "@/components/ui/charts";
import { ColumnHeads } from "@/components/ui/column-heads";
import { OptionSelect } from "@/components/ui/option-select";
import { QueryState } from "@/components/ui/query-state";
import { ReloadButton } from "@/components/ui/reload-button";
import { SectionCard } from "@/components/ui/section-card";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { formatPercent } from "@/lib/format";
import { useStudioToday } from "@/lib/studio-today";
import { useListParams } from "@/lib/use-list-params";
import { useFinancialReport } from "../api/get-financial-report";
import { ExportExcelButton } from "../components/export-excel-button";
import { MonthSelect } from "../components/month-select";
import { ReportPage } from "../components/report-page";
import { financialSheets } from "../lib/financial-workbook";
import { monthParam } from "../lib/use-report-month";

const RANGE_LABELS: Record<(typeof FINANCIAL_RANGES)[number], string> = {
  1: "Un mes",
  3: "Últimos 3 meses",
  6: "Últimos 6 meses",
  12: "Últimos 12 meses",
};

/** Months a range can end on (its last month), newest first. */
const END_MONTHS = 24;

function growthNote(growth: number): string {
  return `${formatPercent(growth, { signed: true })} frente al período anterior`;
}

export function FinancialReportPage() {
  const { month: current } = useStudioToday();
  const params = useListParams({ range: "6", to: "" });
  const range = FINANCIAL_RANGES.find((r) => String(r) === params.filters.range) ?? 6;
  const { month: to, setMonth: setTo } = monthParam(params, "to", current);
  const from = addMonths(to, -(range - 1));
  const query = useFinancialReport(from, to);

  return (
    <ReportPage
      title="Reporte financiero"
      description={`Ingresos, compensación de profesoras y utilidad de ${formatMonthEs(from)}${range > 1 ? ` a ${formatMonthEs(to)}` : ""}.`}
      actions={
        <>
          <ReloadButton
            onClick={() => void query.refetch()}
            loading={query.isFetching && !query.isPending}
          >
            Actualizar
          </ReloadButton>
          <ExportExcelButton
            report={query.data}
            fileName={(report) => `reporte-financiero-${report.from}-a-${report.to}.xlsx`}
            sheets={financialSheets}
            audit={(report) => ({
              list: "financial-report",
              filters: { from: report.from, to: report.to },
            })}
          />
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <OptionSelect
          label="Rango"
          hideLabel
          value={String(range)}
          onValueChange={(value) => params.setFilter("range", value)}
          fieldClassName="w-52"
          options={FINANCIAL_RANGES.map((r) => [String(r), RANGE_LABELS[r]] as const)}
        />
        <MonthSelect current={current} count={END_MONTHS} value={to} onChange={setTo} />
      </div>

      <QueryState
        query={query}
        loadingLabel="Cargando reporte financiero"
        errorTitle="Error al cargar reportes financieros"
      >
        {(data) => <FinancialBody report={data} />}
      </QueryState>
    </ReportPage>
  );
}

type FinancialMonth = FinancialRangeResponse["months"][number];

/** The three charts under the table: one figure of each month, in CLP. */
const MONTH_CHARTS: {
  title: string;
  yLabel: string;
  color?: string;
  value: (m: FinancialMonth) => number;
}[] = [
  { title: "Ingresos por mes", yLabel: "Ingresos (CLP)", value: (m) => m.totalRevenue },
  {
    title: "Compensación de profesoras por mes",
    yLabel: "Compensación (CLP)",
    color: "var(--nova-info-text)",
    value: (m) => m.totalTeacherCompensation,
  },
  {
    title: "Utilidad neta por mes",
    yLabel: "Utilidad (CLP)",
    color: "var(--nova-success-text)",
    value: (m) => m.studioRevenue,
  },
];

function FinancialBody({ report }: { report: FinancialRangeResponse }) {
  const { summary } = report;
  const point = (value: (m: FinancialMonth) => number) =>
    report.months.map((m) => ({ label: formatMonthShortEs(m.month), value: value(m) }));
  return (
    <>
      <StatGrid label="Resumen del período">
        <StatCard
          label="Ingresos totales"
          value={formatCLP(summary.totalRevenue)}
          icon={Wallet}
          note={growthNote(summary.revenueGrowth)}
        />
        <StatCard
          label="Gastos totales"
          value={formatCLP(summary.totalExpenses)}
          icon={FileSpreadsheet}
          note={`Compensación de profesoras · ${growthNote(summary.expensesGrowth)}`}
        />
        <StatCard
          label="Utilidad neta"
          value={formatCLP(summary.netProfit)}
          icon={PiggyBank}
          note={`Margen ${formatPercent(summary.profitMargin)}`}
        />
        <StatCard
          label="Crecimiento"
          value={formatPercent(summary.profitGrowth, { signed: true })}
          icon={TrendingUp}
          note={`Utilidad frente a ${formatMonthEs(report.previousFrom)}${report.previousFrom !== report.previousTo ? ` – ${formatMonthEs(report.previousTo)}` : ""}`}
        />
      </StatGrid>

      <SectionCard title="Detalle por mes">
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">Detalle financiero por mes</caption>
            <thead className="text-left text-ink-muted">
              <tr className="border-b border-line">
                <ColumnHeads
                  cell="py-2 pr-4"
                  columns={[
                    "Mes",
                    { label: "Ingresos", numeric: true },
                    { label: "Pagos", numeric: true },
                    { label: "Pagos tardíos", numeric: true },
                    { label: "Monto tardío", numeric: true },
                    { label: "Compensación", numeric: true },
                    { label: "Utilidad", numeric: true, className: "py-2" },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-line tabular-nums">
              {report.months.map((m) => (
                <tr key={m.month} data-testid="financial-month">
                  <th scope="row" className="py-2 pr-4 text-left font-medium text-ink capitalize">
                    {formatMonthEs(m.month)}
                  </th>
                  <td className="py-2 pr-4 text-right">{formatCLP(m.totalRevenue)}</td>
                  <td className="py-2 pr-4 text-right">{m.totalPayments}</td>
                  <td className="py-2 pr-4 text-right">{m.latePayments}</td>
                  <td className="py-2 pr-4 text-right">{formatCLP(m.latePaymentAmount)}</td>
                  <td className="py-2 pr-4 text-right">{formatCLP(m.totalTeacherCompensation)}</td>
                  <td className="py-2 text-right font-medium text-ink">
                    {formatCLP(m.studioRevenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </SectionCard>

      <div className="grid gap-6">
        {MONTH_CHARTS.map((chart) => (
          <Card key={chart.title} className="p-5">
            <h2 className="mb-2 font-display text-lg font-semibold text-ink">{chart.title}</h2>
            <BarChart
              title={chart.title}
              xLabel="Mes"
              yLabel={chart.yLabel}
              color={chart.color}
              format={formatCLP}
              points={point(chart.value)}
            />
          </Card>
        ))}
      </div>
    </>
  );
}
