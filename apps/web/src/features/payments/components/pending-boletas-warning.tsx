import { formatInstantEs } from "@nova/domain";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { usePendingTaxSummary } from "@/entities/payment";
import { plural } from "@/lib/format";
import { useSettings } from "@/lib/settings";

/**
 * The dashboard's warning of boletas not issued for more than an hour (issue 39.4): read from
 * its own small call, so the dashboard's answer is untouched. Nothing when all were issued.
 */
export function PendingBoletasWarning() {
  const summary = usePendingTaxSummary();
  const settings = useSettings();
  const data = summary.data;
  if (!data || data.notIssued === 0) return null;
  const zone = settings.data?.system.timeZone ?? "America/Santiago";
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-warning bg-warning/10 p-4 text-sm"
      data-testid="pending-boletas"
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0" />
      <div>
        <p className="font-medium text-ink">
          {plural(data.notIssued, "boleta sin emitir", "boletas sin emitir")} hace más de una hora
        </p>
        <p className="text-ink-muted">
          {data.oldestCreatedAt &&
            `La más antigua es del ${formatInstantEs(data.oldestCreatedAt, zone)}. `}
          Los pagos quedaron registrados; revise el error en cada comprobante y use «Reintentar», o
          revise los datos en{" "}
          <Link to="/settings?tab=taxDocuments" className="text-accent-text underline">
            Configuración → Boletas (SII)
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
