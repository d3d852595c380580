import {
  compensationRatePercent,
  formatCLP,
  formatMonthEs,
  isValidMonth,
  ratePercentOf,
  teacherRoleLabel,
} from "@nova/domain";
import { HandCoins } from "lucide-react";
import { Figures } from "@/components/ui/figures";
import { MonthPicker } from "@/components/ui/month-picker";
import { CardQueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { ClassPayers } from "@/entities/report";
import { getErrorMessage } from "@/lib/api-client";
import {
  type CompensationClassReport,
  payerAmount,
  useTeacherCompensation,
} from "../api/get-teacher-compensation";

interface CompensationCardProps {
  teacherId: number;
  isStudioOwner: boolean;
  /** `YYYY-MM`, or "" while none is chosen. */
  month: string;
  onMonthChange: (month: string) => void;
}

/** Classes with this many payers or fewer show them open; longer lists start folded. */
const OPEN_PAYERS_UP_TO = 6;

function hasData(reports: CompensationClassReport[]): boolean {
  return reports.some((report) => report.totalRevenue > 0 || report.studentsWhoPayment.length > 0);
}

/** Her pay for a month: the total, then each class's revenue, her part and who paid. */
export function CompensationCard({
  teacherId,
  isStudioOwner,
  month,
  onMonthChange,
}: CompensationCardProps) {
  const chosen = isValidMonth(month) ? month : "";
  const query = useTeacherCompensation(teacherId, chosen);
  const rate = query.data
    ? ratePercentOf(query.data.compensationRate)
    : compensationRatePercent(isStudioOwner);

  return (
    <SectionCard
      title="Compensación mensual"
      icon={HandCoins}
      actions={
        <MonthPicker
          label="Mes de la compensación"
          value={month}
          onChange={onMonthChange}
          allowEmpty
        />
      }
    >
      <p className="text-sm text-ink-muted">
        Tasa de compensación: <span className="font-semibold text-ink">{rate}%</span> (
        {teacherRoleLabel(isStudioOwner)})
      </p>

      <div className="mt-4">
        {chosen === "" ? (
          <p className="text-sm text-ink-muted">Selecciona un mes para ver la compensación.</p>
        ) : (
          <CardQueryState
            query={query}
            loadingLabel="Cargando compensación"
            error={
              <span>
                No se pudo cargar la compensación de la profesora
                <span className="block text-ink-muted">{getErrorMessage(query.error)}</span>
              </span>
            }
          >
            {(data) => (
              <>
                <div className="rounded-lg bg-accent-soft px-4 py-3">
                  <p className="text-sm text-accent-text">
                    Total a pagar en {formatMonthEs(chosen)}
                  </p>
                  <p className="font-display text-3xl font-semibold text-ink tabular-nums">
                    {formatCLP(data.totalCompensation)}
                  </p>
                </div>
                {!hasData(data.classReports) ? (
                  <p className="mt-4 text-sm text-ink-muted">
                    No hay datos de compensación para este mes.
                  </p>
                ) : (
                  <ul className="mt-4 space-y-3">
                    {data.classReports.map((report) => (
                      <li key={report.classId} className="rounded-lg border border-line p-4">
                        <h3 className="font-medium text-ink">{report.className}</h3>
                        <Figures
                          className="mt-2 grid grid-cols-2 gap-3 text-sm"
                          items={[
                            {
                              label: "Ingresos de la clase",
                              value: formatCLP(report.totalRevenue),
                            },
                            { label: "Compensación", value: formatCLP(report.teacherCompensation) },
                          ]}
                        />
                        <ClassPayers
                          payers={report.studentsWhoPayment}
                          amountOf={payerAmount}
                          open={report.studentsWhoPayment.length <= OPEN_PAYERS_UP_TO}
                          className="mt-3"
                          foldClassName="group border-t border-line pt-3"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </CardQueryState>
        )}
      </div>
    </SectionCard>
  );
}
