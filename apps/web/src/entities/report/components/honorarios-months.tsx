import { formatCLP, formatDateEs, formatMonthEs } from "@nova/domain";
import { ReceiptText } from "lucide-react";
import { Figures } from "@/components/ui/figures";
import { QueryCard } from "@/components/ui/query-card";
import { useTeacherHonorarios } from "../api/honorarios";

/**
 * A teacher's honorarios of her last months, newest first (issue 39.7): gross, retention, net
 * and the boleta paid. On her own page (`me`) and, for an admin, on her detail.
 */
export function HonorariosMonths({ teacherId }: { teacherId: number | "me" }) {
  const query = useTeacherHonorarios(teacherId);
  const own = teacherId === "me";
  // Months with pay or a boleta, newest first: a month without classes paid says nothing.
  const shown = [...(query.data?.months ?? [])]
    .reverse()
    .filter((m) => m.gross > 0 || m.boletaNumber !== null);
  return (
    <QueryCard
      title={own ? "Mis boletas de honorarios" : "Boletas de honorarios"}
      icon={ReceiptText}
      query={query}
      loadingLabel="Cargando honorarios"
      errorTitle="No se pudieron cargar los honorarios"
    >
      {(data) => (
        <div className="space-y-3 text-sm">
          <p className="text-ink-muted">
            {data.withholdsRetention
              ? own
                ? "El estudio retiene el impuesto de su boleta y lo paga al SII: usted recibe el líquido."
                : "El estudio retiene el impuesto: se paga el líquido."
              : own
                ? "El estudio no retiene: recibe el bruto y paga su propio impuesto en su declaración anual."
                : "El estudio no retiene: se paga el bruto y la profesora paga su propio impuesto."}
          </p>
          {shown.length === 0 && (
            <p className="text-ink-muted">Sin honorarios en los últimos meses.</p>
          )}
          <ul className="divide-y divide-line">
            {shown.map((m) => (
              <li
                key={m.month}
                className="py-2.5 first:pt-0 last:pb-0"
                data-testid="honorarios-month"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-ink">{formatMonthEs(m.month)}</span>
                  <span className="text-ink-muted">
                    {m.boletaNumber
                      ? `Boleta N° ${m.boletaNumber}, pagada el ${formatDateEs(m.paidOn ?? "")}`
                      : "Por pagar"}
                  </span>
                </div>
                <Figures
                  className="mt-1 grid grid-cols-3 gap-2 tabular-nums"
                  items={[
                    { label: "Bruto", value: formatCLP(m.gross), weight: "normal" },
                    {
                      label: "Retención",
                      value: m.retention === null ? "—" : formatCLP(m.retention),
                      weight: "normal",
                    },
                    { label: "Líquido", value: m.net === null ? "—" : formatCLP(m.net) },
                  ]}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryCard>
  );
}
