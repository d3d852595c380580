import { CLASS_DISTRIBUTION_LIMIT, HIGH_OCCUPANCY_THRESHOLD } from "@nova/domain";
import { BarChart3 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { BarChart } from "@/components/ui/charts";
import { QueryCard } from "@/components/ui/query-card";
import { formatPercent } from "@/lib/format";
import type { useClassDistribution } from "../api/get-dashboard";

/** "Distribución de Clases": the page owns the query, so its "Actualizar" refetches it. */
export function ClassDistributionCard({
  distribution,
}: {
  distribution: ReturnType<typeof useClassDistribution>;
}) {
  return (
    <QueryCard
      title="Distribución de Clases"
      icon={BarChart3}
      query={distribution}
      loadingLabel="Cargando clases"
      errorTitle="Error al cargar las clases"
      isEmpty={(data) => data.classes.length === 0}
      empty={
        <p className="py-10 text-center text-sm text-ink-muted">
          No hay datos de clases disponibles
        </p>
      }
    >
      {(data) => <ClassDistribution classes={data.classes.slice(0, CLASS_DISTRIBUTION_LIMIT)} />}
    </QueryCard>
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
