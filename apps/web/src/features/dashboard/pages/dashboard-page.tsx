import {
  CLASS_DISTRIBUTION_LIMIT,
  comparisonLabelEs,
  type DashboardResponse,
  formatCLP,
  formatDateEs,
  formatMonthShortEs,
  HIGH_OCCUPANCY_THRESHOLD,
  PERIOD_LABELS,
  PERIODS,
  type Period,
  PRIVACY_REQUESTS_DUE_ALERT,
  paymentStatusLabel,
} from "@nova/domain";
import {
  AlertCircle,
  AlertTriangle,
  BarChart3,
  Cake,
  CalendarDays,
  CreditCard,
  GraduationCap,
  HandCoins,
  Info,
  Plus,
  Receipt,
  RotateCw,
  Sparkles,
  TrendingUp,
  Users,
  Wallet,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { BarChart, LineChart } from "@/components/ui/charts";
import { SelectField } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { usePermissions } from "@/entities/session";
import { formatDecimal, formatPercent, plural } from "@/lib/format";
import { useListParams } from "@/lib/use-list-params";
import { useClassDistribution, useDashboard, useRevenueChart } from "../api/get-dashboard";
import { SetupChecklistCard } from "../components/setup-checklist";

/** Where each alert is dealt with; alerts the web app does not know go to the general list. */
const ALERT_LINKS: Record<string, { to: string; label: string }> = {
  "Pagos atrasados sin registrar": {
    to: "/reports/outstanding-payments",
    label: "Ver pagos pendientes",
  },
  "Pagos pendientes este mes": {
    to: "/reports/outstanding-payments",
    label: "Ver pagos pendientes",
  },
  "Clases sin profesora asignada": { to: "/classes", label: "Ver clases" },
  "Estudiantes menores de edad sin apoderado": { to: "/students", label: "Ver estudiantes" },
  "Estudiantes con datos de contacto incompletos": { to: "/students", label: "Ver estudiantes" },
  // Issue 30: both are resolved in the families' inbox.
  "Pagos en línea con saldo a favor por resolver": { to: "/bandeja", label: "Ver bandeja" },
  "Avisos de transferencia por confirmar": { to: "/bandeja", label: "Ver bandeja" },
  [PRIVACY_REQUESTS_DUE_ALERT]: { to: "/privacy/requests", label: "Ver solicitudes" },
};

const ALERT_LOOK = {
  error: { icon: AlertCircle, className: "border-danger/30 bg-danger-soft text-danger-text" },
  warning: {
    icon: AlertTriangle,
    className: "border-warning-text/30 bg-warning-soft text-warning-text",
  },
  info: { icon: Info, className: "border-info-text/30 bg-info-soft text-info-text" },
} as const;

const PERIOD_REVENUE_LABEL: Record<Period, string> = {
  week: "Ingresos de la semana",
  month: "Ingresos del mes",
  quarter: "Ingresos del trimestre",
  year: "Ingresos del año",
};

function isPeriod(value: string): value is Period {
  return (PERIODS as readonly string[]).includes(value);
}

/** What other features show on the dashboard, put in by the app (src/app/pages/dashboard-page.tsx). */
export interface DashboardSlots {
  /** Below the birthdays: the boletas not issued for over an hour (payments). */
  pendingBoletas: ReactNode;
  /** Below the figures: the students at risk of leaving (attendance). */
  atRisk: ReactNode;
}

export function DashboardPage({ pendingBoletas, atRisk }: DashboardSlots) {
  // The period lives in the URL so a reload or "back" keeps it.
  const params = useListParams({ period: "month" });
  const period: Period = isPeriod(params.filters.period) ? params.filters.period : "month";
  const summary = useDashboard(period);
  const revenue = useRevenueChart();
  const distribution = useClassDistribution();
  const refreshing = summary.isFetching || revenue.isFetching || distribution.isFetching;

  function refresh() {
    void summary.refetch();
    void revenue.refetch();
    void distribution.refetch();
  }

  return (
    <div className="space-y-6">
      <title>Dashboard · NOVA</title>
      <PageHeader
        title="Dashboard"
        description="El estado del estudio de un vistazo."
        className="mb-0"
        actions={
          <>
            <SelectField
              label="Período"
              hideLabel
              value={period}
              onChange={(event) => params.setFilter("period", event.target.value)}
              fieldClassName="w-40"
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </SelectField>
            <Button variant="secondary" onClick={refresh} loading={refreshing}>
              {!refreshing && <RotateCw className="size-4" aria-hidden="true" />}
              Actualizar
            </Button>
          </>
        }
      />

      <SetupChecklistCard />

      {summary.isPending ? (
        <LoadingState label="Cargando indicadores" />
      ) : summary.isError ? (
        <QueryErrorState title="Error al cargar el dashboard" query={summary} />
      ) : (
        <>
          <Birthdays birthdays={summary.data.birthdays} />
          {pendingBoletas}
          <Alerts alerts={summary.data.alerts} />
          <Kpis data={summary.data} period={period} />
        </>
      )}

      {atRisk}

      <ReportShortcuts />

      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard
          title="Ingresos por Mes"
          icon={<TrendingUp className="size-5 text-accent-text" aria-hidden="true" />}
        >
          {revenue.isPending ? (
            <LoadingState label="Cargando ingresos" />
          ) : revenue.isError ? (
            <QueryErrorState title="Error al cargar los ingresos" query={revenue} />
          ) : revenue.data.months.length === 0 || revenue.data.totalRevenue === 0 ? (
            <p className="py-10 text-center text-sm text-ink-muted">
              No hay datos de ingresos disponibles
            </p>
          ) : (
            <>
              <dl className="mb-2 grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-ink-muted">Total</dt>
                  <dd className="font-semibold text-ink tabular-nums" data-testid="revenue-total">
                    {formatCLP(revenue.data.totalRevenue)}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Promedio mensual</dt>
                  <dd className="font-semibold text-ink tabular-nums" data-testid="revenue-average">
                    {formatCLP(revenue.data.averageMonthly)}
                  </dd>
                </div>
              </dl>
              <LineChart
                title="Ingresos por Mes"
                xLabel="Mes"
                yLabel="Ingresos (CLP)"
                format={formatCLP}
                points={revenue.data.months.map((m) => ({
                  label: formatMonthShortEs(m.month),
                  value: m.revenue,
                }))}
              />
            </>
          )}
        </SectionCard>

        <SectionCard
          title="Distribución de Clases"
          icon={<BarChart3 className="size-5 text-accent-text" aria-hidden="true" />}
        >
          {distribution.isPending ? (
            <LoadingState label="Cargando clases" />
          ) : distribution.isError ? (
            <QueryErrorState title="Error al cargar las clases" query={distribution} />
          ) : distribution.data.classes.length === 0 ? (
            <p className="py-10 text-center text-sm text-ink-muted">
              No hay datos de clases disponibles
            </p>
          ) : (
            <ClassDistribution
              classes={distribution.data.classes.slice(0, CLASS_DISTRIBUTION_LIMIT)}
            />
          )}
        </SectionCard>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <QuickActions />
        <SectionCard
          title="Actividad reciente"
          className="lg:col-span-2"
          actions={
            <Link to="/payments" className="text-sm font-medium text-accent-text hover:underline">
              Ver todos los pagos
            </Link>
          }
        >
          {summary.isPending ? (
            <LoadingState label="Cargando actividad" />
          ) : summary.isError || summary.data.recentActivity.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-muted">No hay actividad reciente</p>
          ) : (
            <ul className="divide-y divide-line">
              {summary.data.recentActivity.map((item) => (
                <li
                  key={item.paymentId}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                >
                  <div className="min-w-0">
                    <Link
                      to={`/payments/${item.paymentId}`}
                      className="font-medium text-ink hover:underline"
                    >
                      {item.studentName}
                    </Link>
                    <p className="text-xs text-ink-muted">{formatDateEs(item.date)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span className="font-medium text-ink tabular-nums">
                      {formatCLP(item.amount)}
                    </span>
                    <Badge tone={item.status === "LATE" ? "info" : "success"}>
                      {paymentStatusLabel(item.status)}
                    </Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </div>
  );
}

function Birthdays({ birthdays }: { birthdays: DashboardResponse["birthdays"] }) {
  const groups = [
    { label: "Hoy", people: birthdays.today },
    { label: "Mañana", people: birthdays.tomorrow },
  ].filter((group) => group.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="birthdays-title"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4"
    >
      <h2 id="birthdays-title" className="flex items-center gap-2 font-medium text-accent-text">
        <Cake className="size-5" aria-hidden="true" />
        Cumpleaños
      </h2>
      {groups.map((group) => (
        <p key={group.label} className="mt-2 text-sm text-ink">
          <span className="font-semibold">{group.label}:</span>{" "}
          {group.people.map((person, index) => (
            <span key={person.id}>
              {index > 0 && ", "}
              <Link
                to={`/students/${person.id}`}
                className="font-medium text-accent-text underline"
              >
                {person.fullName}
              </Link>{" "}
              cumple {person.turnsAge} años
            </span>
          ))}
        </p>
      ))}
    </section>
  );
}

function Alerts({ alerts }: { alerts: DashboardResponse["alerts"] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alertas" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {alerts.map((alert) => {
        const look = ALERT_LOOK[alert.type];
        const link = ALERT_LINKS[alert.message] ?? { to: "/dashboard", label: "Revisar" };
        return (
          <div
            key={alert.message}
            className={`flex flex-col gap-2 rounded-xl border p-4 ${look.className}`}
          >
            <p className="flex items-center gap-2 font-medium">
              <look.icon className="size-5 shrink-0" aria-hidden="true" />
              {alert.message}
            </p>
            <p className="text-sm text-ink">
              {alert.count} {alert.count === 1 ? "elemento requiere" : "elementos requieren"}{" "}
              atención
            </p>
            <Link to={link.to} className="mt-auto text-sm font-medium underline">
              {link.label}
            </Link>
          </div>
        );
      })}
    </section>
  );
}

function Kpis({ data, period }: { data: DashboardResponse; period: Period }) {
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

function ReportShortcuts() {
  const reports = [
    {
      to: "/reports/outstanding-payments",
      title: "Pagos pendientes",
      text: "Quién debe qué este mes, con recargos.",
      icon: Receipt,
    },
    {
      to: "/reports/teacher-compensation",
      title: "Compensación profesoras",
      text: "Lo que corresponde pagar a cada profesora.",
      icon: HandCoins,
    },
    {
      to: "/reports/financial",
      title: "Reporte financiero",
      text: "Ingresos, gastos y utilidad por mes.",
      icon: BarChart3,
    },
  ];
  const { canOpen } = usePermissions();
  return (
    <nav aria-label="Reportes" className="grid gap-3 md:grid-cols-3">
      {reports
        .filter((report) => canOpen(report.to))
        .map((report) => (
          <Link key={report.to} to={report.to} className="group rounded-xl focus-visible:outline-2">
            <Card className="flex h-full items-start gap-3 p-4 transition-colors group-hover:border-accent/50">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <report.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium text-ink">{report.title}</span>
                <span className="block text-sm text-ink-muted">{report.text}</span>
              </span>
            </Card>
          </Link>
        ))}
    </nav>
  );
}

function ClassDistribution({
  classes,
}: {
  classes: Array<{
    className: string;
    studentCount: number;
    maxStudents: number;
    occupancyPercentage: number;
  }>;
}) {
  return (
    <>
      <BarChart
        title="Ocupación de las clases con más estudiantes"
        xLabel="Clase"
        yLabel="Ocupación (%)"
        format={(value) => formatPercent(value)}
        points={classes.map((c) => ({ label: c.className, value: c.occupancyPercentage }))}
      />
      <ul className="mt-3 space-y-2 text-sm">
        {classes.map((c) => (
          <li key={c.className} className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate text-ink">{c.className}</span>
            <span className="flex shrink-0 items-center gap-2 text-ink-muted tabular-nums">
              {c.studentCount}/{c.maxStudents}
              <Badge
                tone={c.occupancyPercentage > HIGH_OCCUPANCY_THRESHOLD ? "success" : "neutral"}
              >
                {formatPercent(c.occupancyPercentage)}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function QuickActions() {
  const actions = [
    { to: "/students/new", label: "Nuevo estudiante", icon: Users },
    { to: "/classes/new", label: "Nueva clase", icon: Sparkles },
    { to: "/payments/new", label: "Nuevo pago", icon: CreditCard },
    { to: "/classes/calendar", label: "Calendario de clases", icon: CalendarDays },
    { to: "/teachers/new", label: "Nueva profesora", icon: GraduationCap },
  ];
  const { canOpen } = usePermissions();
  return (
    <SectionCard
      title="Acciones rápidas"
      icon={<Plus className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <ul className="grid gap-2">
        {actions
          .filter((action) => canOpen(action.to))
          .map((action) => (
            <li key={action.to}>
              <Link
                to={action.to}
                className={buttonClasses({
                  variant: "secondary",
                  className: "w-full justify-start",
                })}
              >
                <action.icon className="size-4" aria-hidden="true" />
                {action.label}
              </Link>
            </li>
          ))}
      </ul>
    </SectionCard>
  );
}
