import { formatCLP, formatDateEs, formatMonthEs, paymentMethodLabel } from "@nova/domain";
import { Receipt } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { LateFeeWaiver } from "@/entities/waiver";
import { useStudentPayments } from "../api/get-student-payments";

/** Her latest payments, newest first; a late month's fee can be waived after it was paid. */
export function StudentPayments({ studentId }: { studentId: number }) {
  const query = useStudentPayments(studentId);
  // A waiver is per month: offer it once, on the month's newest late payment.
  const lateMonthRows = new Set<number>();
  const lateMonths = new Set<string>();
  for (const payment of query.data?.items ?? []) {
    if (!payment.isLatePayment || lateMonths.has(payment.paymentMonth)) continue;
    lateMonths.add(payment.paymentMonth);
    lateMonthRows.add(payment.id);
  }

  return (
    <SectionCard
      title="Historial de pagos"
      icon={<Receipt className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {query.isPending ? (
        <Spinner className="size-6 text-accent" label="Cargando pagos" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-danger-text" role="alert">
          Error al cargar pagos
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">Aún no hay pagos registrados.</p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {query.data.items.map((payment) => (
              <li
                key={payment.id}
                className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/payments/${payment.id}`}
                    className="font-medium text-accent-text hover:underline"
                  >
                    {payment.className}
                  </Link>
                  <p className="mt-0.5 text-sm text-ink-muted">
                    Mes {formatMonthEs(payment.paymentMonth)} · pagado el{" "}
                    {formatDateEs(payment.paymentDate)} ·{" "}
                    {paymentMethodLabel(payment.paymentMethod)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-medium text-ink tabular-nums">
                    {formatCLP(payment.amount)}
                  </span>
                  {payment.isLatePayment && <Badge tone="warning">Pago tardío</Badge>}
                  {lateMonthRows.has(payment.id) && (
                    <LateFeeWaiver studentId={studentId} month={payment.paymentMonth} />
                  )}
                </div>
              </li>
            ))}
          </ul>
          {query.data.total > query.data.items.length && (
            <p className="mt-3 text-sm text-ink-muted">
              Últimos {query.data.items.length} de {query.data.total} pagos.
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
