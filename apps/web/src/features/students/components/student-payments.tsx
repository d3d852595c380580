import { formatCLP, formatDateEs, formatMonthEs, paymentMethodLabel } from "@nova/domain";
import { Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { LinkedRecordList } from "@/components/ui/linked-record-list";
import { QueryCard } from "@/components/ui/query-card";
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
    <QueryCard
      title="Historial de pagos"
      icon={Receipt}
      query={query}
      loadingLabel="Cargando pagos"
      error="Error al cargar pagos"
      isEmpty={(data) => data.items.length === 0}
      empty="Aún no hay pagos registrados."
    >
      {(data) => (
        <>
          <LinkedRecordList
            items={data.items}
            rowKey={(payment) => payment.id}
            to={(payment) => `/payments/${payment.id}`}
            title={(payment) => payment.className}
            subtitle={(payment) => (
              <>
                Mes {formatMonthEs(payment.paymentMonth)} · pagado el{" "}
                {formatDateEs(payment.paymentDate)} · {paymentMethodLabel(payment.paymentMethod)}
              </>
            )}
            aside={(payment) => (
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="font-medium text-ink tabular-nums">
                  {formatCLP(payment.amount)}
                </span>
                {payment.isLatePayment && <Badge tone="warning">Pago tardío</Badge>}
                {lateMonthRows.has(payment.id) && (
                  <LateFeeWaiver studentId={studentId} month={payment.paymentMonth} />
                )}
              </div>
            )}
          />
          {data.total > data.items.length && (
            <p className="mt-3 text-sm text-ink-muted">
              Últimos {data.items.length} de {data.total} pagos.
            </p>
          )}
        </>
      )}
    </QueryCard>
  );
}
