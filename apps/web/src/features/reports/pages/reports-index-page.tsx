import { formatCLP, formatMonthEs } from "@nova/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  BarChart3,
  ClipboardList,
  HandCoins,
  History,
  type LucideIcon,
  Receipt,
} from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useOutstandingReport } from "@/entities/report";
import { AdminOnly } from "@/entities/session";
import { useStudioToday } from "@/lib/studio-today";
import { useDebts } from "../api/debts";
import { useAttendanceReport } from "../api/get-attendance-report";
import { useCompensationReport } from "../api/get-compensation-report";
import { useFinancialReport } from "../api/get-financial-report";
import { ReportPage } from "../components/report-page";

export function ReportsIndexPage() {
  const { month } = useStudioToday();
  return (
    <ReportPage
      title="Reportes"
      description={`Cifras de ${formatMonthEs(month)} y el detalle de cada reporte.`}
    >
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <OutstandingCard month={month} />
        <DebtsCard />
        <AttendanceCard month={month} />
        {/* Each card asks for its own figure, so staff never request the owner's reports. */}
        <AdminOnly>
          <CompensationCard month={month} />
          <FinancialCard month={month} />
        </AdminOnly>
      </ul>
    </ReportPage>
  );
}

function OutstandingCard({ month }: { month: string }) {
  return (
    <ReportCard
      to="/reports/outstanding-payments"
      icon={Receipt}
      title="Pagos pendientes"
      text="Quién debe qué, con recargos por atraso, recordatorios y exportación."
      figureLabel="Por cobrar este mes"
      // The totals only: one student rides along (issue 37).
      query={useOutstandingReport(month, { page: 1, size: 1 })}
      figure={(data) => formatCLP(data.totalOutstandingAmount)}
      detail={(data) => `${data.studentsWithOutstandingPayments} estudiantes con deuda`}
    />
  );
}

function DebtsCard() {
  return (
    <ReportCard
      to="/reports/debts"
      icon={History}
      title="Toda la deuda"
      text="Cada mes adeudado de cada estudiante, por antigüedad, con pago rápido y recordatorio."
      figureLabel="Total adeudado"
      // The totals only: one student rides along (issue 37).
      query={useDebts(1, 1)}
      figure={(data) => formatCLP(data.totalOwed)}
      detail={(data) => `${data.studentsWithDebt} estudiantes con deuda`}
    />
  );
}

function AttendanceCard({ month }: { month: string }) {
  return (
    <ReportCard
      to="/reports/attendance"
      icon={ClipboardList}
      title="Asistencia por clase"
      text="Sesiones realizadas, asistencia promedio y ocupación de cada clase."
      figureLabel="Sesiones realizadas este mes"
      query={useAttendanceReport(month)}
      figure={(data) => String(data.rows.reduce((sum, r) => sum + r.sessionsHeld, 0))}
      detail={(data) => `${data.rows.length} clases`}
    />
  );
}

function CompensationCard({ month }: { month: string }) {
  return (
    <ReportCard
      to="/reports/teacher-compensation"
      icon={HandCoins}
      title="Compensación profesoras"
      text="Lo que corresponde a cada profesora, por clase y por estudiante que pagó."
      figureLabel="A pagar este mes"
      query={useCompensationReport(month)}
      figure={(data) => formatCLP(data.summary.totalCompensation)}
      detail={(data) => `${data.teachers.length} profesoras`}
    />
  );
}

function FinancialCard({ month }: { month: string }) {
  return (
    <ReportCard
      to="/reports/financial"
      icon={BarChart3}
      title="Reporte financiero"
      text="Ingresos, gastos en profesoras y utilidad, mes a mes."
      figureLabel="Ingresos este mes"
      query={useFinancialReport(month, month)}
      figure={(data) => formatCLP(data.summary.totalRevenue)}
      detail={(data) => `Utilidad neta ${formatCLP(data.summary.netProfit)}`}
    />
  );
}

function ReportCard<T>({
  to,
  icon: Icon,
  title,
  text,
  figureLabel,
  query,
  figure,
  detail,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  figureLabel: string;
  query: UseQueryResult<T>;
  figure: (data: T) => string;
  detail: (data: T) => string;
}) {
  return (
    <li>
      <Link to={to} className="group block h-full rounded-xl">
        <Card className="flex h-full flex-col p-5 transition-colors group-hover:border-accent/50">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 className="mt-3 font-display text-lg font-semibold text-ink">{title}</h2>
          <p className="mt-1 text-sm text-ink-muted">{text}</p>
          <div className="mt-auto pt-4">
            <p className="text-sm text-ink-muted">{figureLabel}</p>
            {query.isPending ? (
              <Spinner className="mt-1 size-5 text-accent" label="Cargando" />
            ) : query.isError ? (
              <p className="text-sm text-danger-text">No se pudo cargar la cifra</p>
            ) : (
              <>
                <p className="font-display text-2xl font-semibold text-ink tabular-nums">
                  {figure(query.data)}
                </p>
                <p className="text-xs text-ink-muted">{detail(query.data)}</p>
              </>
            )}
          </div>
        </Card>
      </Link>
    </li>
  );
}
