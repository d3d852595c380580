import { formatCLP, formatMonthShortEs } from "@nova/domain";
import { TrendingUp } from "lucide-react";
import { LineChart } from "@/components/ui/charts";
import { Figures } from "@/components/ui/figures";
import { QueryCard } from "@/components/ui/query-card";
import type { useRevenueChart } from "../api/get-dashboard";

/** "Ingresos por Mes": the page owns the query, so its "Actualizar" refetches it. */
export function RevenueCard({ revenue }: { revenue: ReturnType<typeof useRevenueChart> }) {
  return (
    <QueryCard
      title="Ingresos por Mes"
      icon={TrendingUp}
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
          <Figures
            className="mb-2 grid grid-cols-2 gap-3 text-sm"
            items={[
              {
                label: "Total",
                value: formatCLP(data.totalRevenue),
                weight: "semibold",
                testId: "revenue-total",
              },
              {
                label: "Promedio mensual",
                value: formatCLP(data.averageMonthly),
                weight: "semibold",
                testId: "revenue-average",
              },
            ]}
          />
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
    </QueryCard>
  );
}
