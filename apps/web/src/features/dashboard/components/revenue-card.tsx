import { formatCLP, formatMonthShortEs } from "@nova/domain";
import { TrendingUp } from "lucide-react";
import { LineChart } from "@/components/ui/charts";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import type { useRevenueChart } from "../api/get-dashboard";

/** "Ingresos por Mes": the page owns the query, so its "Actualizar" refetches it. */
export function RevenueCard({ revenue }: { revenue: ReturnType<typeof useRevenueChart> }) {
  return (
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
  );
}
