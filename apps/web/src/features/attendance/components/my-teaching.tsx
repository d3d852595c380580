import { formatCLP, formatMonthEs } from "@nova/domain";
import { CalendarDays } from "lucide-react";
import { ColumnHeads } from "@/components/ui/column-heads";
import { QueryCard } from "@/components/ui/query-card";
import { useMyTeaching } from "../api/get-my-teaching";

/** A teacher's own schedule and pay per month (read-only; the compensation report's figure). */
export function MyTeaching() {
  const query = useMyTeaching();
  return (
    <QueryCard
      title="Mis clases y mi pago"
      icon={CalendarDays}
      query={query}
      loadingLabel="Cargando sus clases"
      errorTitle="No se pudieron cargar sus clases"
    >
      {(data) => (
        <div className="space-y-4 text-sm">
          <ul className="space-y-1">
            {data.classes.map((c) => (
              <li key={c.id}>
                <span className="font-medium text-ink">{c.name}</span>
                <span className="text-ink-muted"> · {c.schedule}</span>
              </li>
            ))}
          </ul>
          <table className="w-full text-left">
            <caption className="sr-only">Pago por mes</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <ColumnHeads cell="py-1.5" columns={["Mes", { label: "Pago", numeric: true }]} />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...data.pay].reverse().map((p) => (
                <tr key={p.month}>
                  <td className="py-1.5 text-ink">{formatMonthEs(p.month)}</td>
                  <td className="py-1.5 text-right text-ink tabular-nums">{formatCLP(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryCard>
  );
}
