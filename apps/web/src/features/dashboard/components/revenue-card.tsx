import { formatCLP, formatMonthShortEs } from "@nova/domain";
import { TrendingUp } from "lucide-react";
import { LineChart } from "@/components/ui/charts";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import type { useRevenueChart } from "../api/get-dashboard";

/** "Ingresos por Mes": the page owns the query, so its "Actualizar" refetches it. */
export function RevenueCard({ revenue }: { revenue: ReturnType<typeof useRevenueChart> }) {
  return (
    <SectionCard
      title="Ingresos por Mes"
      icon={<TrendingUp className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <QueryState
        query={revenue}
        loadingLabel="Cargando ingresos"
        errorTitle="Error al cargar los ingresos"
        isEmpty={(data) => data.months.length === 0 || data.totalRevenue === 0}
        empty={
          <p className="py-10 text-center text-sm text-ink-muted">
            No hay datos de ingresos disponibles
          </p>
        }
      >
        {(data) => (
          <>
            <dl className="mb-2 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-ink-muted">Total</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="revenue-total">
                  {formatCLP(data.totalRevenue)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">Promedio mensual</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="revenue-average">
                  {formatCLP(data.averageMonthly)}
                </dd>
              </div>
            </dl>
            <LineChart
              title="Ingresos por Mes"
              xLabel="Mes"
              yLabel="Ingresos (CLP)"
              format={formatCLP}
              points={data.months.map((m) => ({
                label: formatMonthShortEs(m.month),
                value: m.revenue,
              }))}
            />
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}
