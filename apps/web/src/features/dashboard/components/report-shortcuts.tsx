import { BarChart3, HandCoins, Receipt } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { usePermissions } from "@/entities/session";

/** Links to the reports the user may open. */
export function ReportShortcuts() {
  const reports = [
    {
      to: "/reports/outstanding-payments",
      title: "Pagos pendientes",
      text: "Quién debe qué este mes, con recargos.",
      icon: Receipt,
    },
    {
      to: "/reports/teacher-compensation",
      title: "Compensación profesoras",
      text: "Lo que corresponde pagar a cada profesora.",
      icon: HandCoins,
    },
    {
      to: "/reports/financial",
      title: "Reporte financiero",
      text: "Ingresos, gastos y utilidad por mes.",
      icon: BarChart3,
    },
  ];
  const { canOpen } = usePermissions();
  return (
    <nav aria-label="Reportes" className="grid gap-3 md:grid-cols-3">
      {reports
        .filter((report) => canOpen(report.to))
        .map((report) => (
          <Link key={report.to} to={report.to} className="group rounded-xl focus-visible:outline-2">
            <Card className="flex h-full items-start gap-3 p-4 transition-colors group-hover:border-accent/50">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <report.icon className="size-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-medium text-ink">{report.title}</span>
                <span className="block text-sm text-ink-muted">{report.text}</span>
              </span>
            </Card>
          </Link>
        ))}
    </nav>
  );
}
