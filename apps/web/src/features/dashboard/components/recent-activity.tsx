import { formatCLP, formatDateEs, paymentStatusLabel } from "@nova/domain";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { LoadingState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import type { useDashboard } from "../api/get-dashboard";

/** The last payments, from the page's summary query. */
export function RecentActivity({ summary }: { summary: ReturnType<typeof useDashboard> }) {
  return (
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
                <span className="font-medium text-ink tabular-nums">{formatCLP(item.amount)}</span>
                <Badge tone={item.status === "LATE" ? "info" : "success"}>
                  {paymentStatusLabel(item.status)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
