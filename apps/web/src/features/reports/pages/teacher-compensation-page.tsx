import {
  type CompensationReportResponse,
  formatCLP,
  formatMonthEs,
  ratePercentOf,
  type TeacherCompensationResponse,
} from "@nova/domain";
import { BookOpen, HandCoins, Printer, Users, Wallet } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { BarChart } from "@/components/ui/charts";
import { EmptyState } from "@/components/ui/empty-state";
import { Figures } from "@/components/ui/figures";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { StatCard, StatGrid } from "@/components/ui/stat-card";
import { TeacherRoleBadge } from "@/components/ui/teacher-role-badge";
import { ClassPayers } from "@/entities/report";
import { formatPercent } from "@/lib/format";
import { useStudioToday } from "@/lib/studio-today";
import { useCompensationReport } from "../api/get-compensation-report";
import { ExportExcelButton } from "../components/export-excel-button";
import { HonorariosSection } from "../components/honorarios-section";
import { MonthSelect } from "../components/month-select";
import { ReportPage } from "../components/report-page";
import { compensationSheets } from "../lib/compensation-workbook";
import { useReportMonth } from "../lib/use-report-month";

/** Months the picker offers, newest first. */
const PICKER_MONTHS = 24;

export function TeacherCompensationPage() {
  const { current, month, setMonth } = useReportMonth();
  const query = useCompensationReport(month);
  const { today } = useStudioToday();

  return (
    <ReportPage
      title="Compensación de profesoras"
      description={`Lo que corresponde pagar a cada profesora por ${formatMonthEs(month)}.`}
      actions={
        <>
          <ButtonLink
            to={`/reports/teacher-compensation/print?month=${month}`}
            icon={Printer}
            variant="secondary"
          >
            Reporte completo
          </ButtonLink>
          <ExportExcelButton
            report={query.data}
            fileName={(report) => `compensacion-profesoras-${report.month}.xlsx`}
            sheets={compensationSheets}
            audit={(report) => ({ list: "teacher-compensation", filters: { month: report.month } })}
          />
        </>
      }
    >
      <MonthSelect current={current} count={PICKER_MONTHS} value={month} onChange={setMonth} />
      <QueryState
        query={query}
        loadingLabel="Cargando compensación de profesoras"
        errorTitle="Error al cargar compensación de profesores"
        isEmpty={(data) => data.teachers.length === 0}
        empty={
          <EmptyState
            icon={HandCoins}
            title="No hay datos de compensación para este mes."
            description="Ninguna profesora tiene clases con pagos en el mes elegido."
          />
        }
      >
        {(data) => <CompensationBody report={data} />}
      </QueryState>
      {query.isSuccess && <HonorariosSection month={month} today={today} />}
    </ReportPage>
  );
}

function CompensationBody({ report }: { report: CompensationReportResponse }) {
  const { summary } = report;
  return (
    <>
      <StatGrid label="Resumen del mes">
        <StatCard
          label="Compensación total"
          value={formatCLP(summary.totalCompensation)}
          icon={Wallet}
        />
        <StatCard label="Clases" value={summary.totalClasses} icon={BookOpen} />
        <StatCard label="Estudiantes que pagaron" value={summary.totalStudents} icon={Users} />
        <StatCard
          label="Promedio por clase"
          value={formatCLP(summary.averagePerClass)}
          icon={HandCoins}
        />
      </StatGrid>

      <div className="grid gap-6 xl:grid-cols-2">
        <SectionCard title="Comparación por profesora">
          <BarChart
            title="Compensación por profesora"
            xLabel="Profesora"
            yLabel="Compensación (CLP)"
            format={formatCLP}
            points={report.teachers.map((t) => ({
              label: t.teacherName,
              value: t.totalCompensation,
            }))}
          />
        </SectionCard>
        <SectionCard title="Análisis">
          <ul className="space-y-3 text-sm text-ink">
            <li>
              <span className="font-medium">Ratio promedio de compensación:</span>{" "}
              {formatPercent(summary.averageCompensationRatio)} de los ingresos generados se paga a
              las profesoras.
            </li>
            <li>
              <span className="font-medium">Profesora más productiva:</span>{" "}
              {summary.mostProductiveTeacher
                ? `${summary.mostProductiveTeacher.teacherName}, con ${formatCLP(summary.mostProductiveTeacher.revenueGenerated)} en ingresos generados.`
                : "Sin ingresos en el mes."}
            </li>
            <li>
              <span className="font-medium">Compensación promedio por profesora:</span>{" "}
              {formatCLP(summary.averagePerTeacher)}.
            </li>
          </ul>
        </SectionCard>
      </div>

      <div className="space-y-4">
        {report.teachers.map((teacher) => (
          <TeacherBlock key={teacher.teacherId} teacher={teacher} />
        ))}
      </div>
    </>
  );
}

function TeacherBlock({ teacher }: { teacher: TeacherCompensationResponse }) {
  return (
    <Card className="p-5" data-testid="teacher-compensation">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-lg font-semibold text-ink">
            <Link to={`/teachers/${teacher.teacherId}`} className="hover:underline">
              {teacher.teacherName}
            </Link>
          </h2>
          <TeacherRoleBadge owner={teacher.isStudioOwner}>
            {" "}
            · {ratePercentOf(teacher.compensationRate)} %
          </TeacherRoleBadge>
        </div>
        <div className="text-right">
          <p className="text-sm text-ink-muted">Total a pagar</p>
          <p className="font-display text-2xl font-semibold text-ink tabular-nums">
            {formatCLP(teacher.totalCompensation)}
          </p>
        </div>
      </div>
      <Figures
        className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4"
        items={[
          { label: "Ingresos generados", value: formatCLP(teacher.revenueGenerated) },
          { label: "Estudiantes que pagaron", value: teacher.studentsPaid },
          { label: "Promedio por estudiante", value: formatCLP(teacher.averagePerStudent) },
          { label: "Eficiencia", value: formatPercent(teacher.efficiency) },
        ]}
      />
      <ul className="mt-4 space-y-2">
        {teacher.classReports.map((c) => (
          <li key={c.classId} className="rounded-lg border border-line p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <Link to={`/classes/${c.classId}`} className="font-medium text-ink hover:underline">
                {c.className}
              </Link>
              <span className="text-ink-muted tabular-nums">
                Ingresos {formatCLP(c.totalRevenue)} · Compensación{" "}
                <span className="font-medium text-ink">{formatCLP(c.teacherCompensation)}</span>
              </span>
            </div>
            <ClassPayers
              payers={c.studentsWhoPayment}
              amountOf={(payer) => payer.amount}
              className="mt-2"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
