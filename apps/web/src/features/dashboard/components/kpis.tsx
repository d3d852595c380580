import { comparisonLabelEs, type DashboardResponse, formatCLP, type Period } from "@nova/domain";
import { CalendarDays, Receipt, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { formatDecimal, formatPercent, plural } from "@/lib/format";

const PERIOD_REVENUE_LABEL: Record<Period, string> = {
  week: "Ingresos de la semana",
  month: "Ingresos del mes",
  quarter: "Ingresos del trimestre",
  year: "Ingresos del año",
};

/** The four headline figures of the period chosen. */
export function Kpis({ data, period }: { data: DashboardResponse; period: Period }) {
  const { kpis, quickStats } = data;
  return (
    <StatGrid label="Indicadores">
      <StatCard
        label="Estudiantes activos"
        value={kpis.totalStudents}
        icon={Users}
        note={`${formatPercent(quickStats.activeStudentsPercentage)} con clases inscritas`}
      />
      <StatCard
        label={PERIOD_REVENUE_LABEL[period]}
        value={formatCLP(kpis.monthlyRevenue)}
        icon={Wallet}
        note={`${formatPercent(quickStats.monthlyGrowth, { signed: true })} frente a ${comparisonLabelEs(period, data.comparison, data.previousRange)}`}
      />
      {/* Issue 36: the total owed today is the debts report's own figure (every month of its
          reach and every matrícula); this month's pending payments are named beside it, as a
          part of it, so the two never read as rival totals. */}
      <StatCard
        label="Total adeudado hoy"
        value={<span data-testid="dashboard-total-owed">{formatCLP(kpis.totalOwed)}</span>}
        icon={Receipt}
        note={
          <>
            {plural(kpis.studentsWithDebt, "estudiante", "estudiantes")}, todos los meses y
            matrículas ·{" "}
            <span data-testid="dashboard-month-owed">
              este mes {formatCLP(kpis.outstandingAmount)} (
              {plural(kpis.outstandingPayments, "pago pendiente", "pagos pendientes")})
            </span>{" "}
            ·{" "}
            <Link to="/reports/debts" className="text-accent-text underline">
              Ver deudas
            </Link>
          </>
        }
      />
      <StatCard
        label="Clases hoy"
        value={kpis.classesToday}
        icon={CalendarDays}
        note={`${plural(kpis.totalClasses, "clase en total", "clases en total")} · ${plural(kpis.totalTeachers, "profesora", "profesoras")} · ${formatDecimal(quickStats.averageClassSize)} estudiantes por clase`}
      />
    </StatGrid>
  );
}
