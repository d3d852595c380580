import { type DashboardResponse, PRIVACY_REQUESTS_DUE_ALERT } from "@nova/domain";
import { AlertCircle, AlertTriangle, Info } from "lucide-react";
import { Link } from "react-router";

/** Where each alert is dealt with; alerts the web app does not know go to the general list. */
const ALERT_LINKS: Record<string, { to: string; label: string }> = {
  "Pagos atrasados sin registrar": {
    to: "/reports/outstanding-payments",
    label: "Ver pagos pendientes",
  },
  "Pagos pendientes este mes": {
    to: "/reports/outstanding-payments",
    label: "Ver pagos pendientes",
  },
  "Clases sin profesora asignada": { to: "/classes", label: "Ver clases" },
  "Estudiantes menores de edad sin apoderado": { to: "/students", label: "Ver estudiantes" },
  "Estudiantes con datos de contacto incompletos": { to: "/students", label: "Ver estudiantes" },
  // Issue 30: both are resolved in the families' inbox.
  "Pagos en línea con saldo a favor por resolver": { to: "/bandeja", label: "Ver bandeja" },
  "Avisos de transferencia por confirmar": { to: "/bandeja", label: "Ver bandeja" },
  [PRIVACY_REQUESTS_DUE_ALERT]: { to: "/privacy/requests", label: "Ver solicitudes" },
};

const ALERT_LOOK = {
  error: { icon: AlertCircle, className: "border-danger/30 bg-danger-soft text-danger-text" },
  warning: {
    icon: AlertTriangle,
    className: "border-warning-text/30 bg-warning-soft text-warning-text",
  },
  info: { icon: Info, className: "border-info-text/30 bg-info-soft text-info-text" },
} as const;

/** The server's alerts, each with a link to where it is dealt with. */
export function Alerts({ alerts }: { alerts: DashboardResponse["alerts"] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-label="Alertas" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {alerts.map((alert) => {
        const look = ALERT_LOOK[alert.type];
        const link = ALERT_LINKS[alert.message] ?? { to: "/dashboard", label: "Revisar" };
        return (
          <div
            key={alert.message}
            className={`flex flex-col gap-2 rounded-xl border p-4 ${look.className}`}
          >
            <p className="flex items-center gap-2 font-medium">
              <look.icon className="size-5 shrink-0" aria-hidden="true" />
              {alert.message}
            </p>
            <p className="text-sm text-ink">
              {alert.count} {alert.count === 1 ? "elemento requiere" : "elementos requieren"}{" "}
              atención
            </p>
            <Link to={link.to} className="mt-auto text-sm font-medium underline">
              {link.label}
            </Link>
          </div>
        );
      })}
    </section>
  );
}
