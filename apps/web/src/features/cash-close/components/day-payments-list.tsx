import {
  type CashDayPayment,
  formatCLP,
  formatMonthEs,
  isValidMonth,
  paymentMethodLabel,
} from "@nova/domain";
import { Badge } from "@/components/ui/badge";
import { useStudioToday } from "@/lib/studio-today";
import { closedAtLabel } from "../close-time";

/** "N° 001234", the receipt number as the receipt prints it; "Sin N°" for an old payment. */
const receiptLabel = (n: number | null) =>
  n === null ? "Sin N°" : `N° ${String(n).padStart(6, "0")}`;

/**
 * How a line was paid: its method, or each part of it when its receipt was split over several
 * methods (issue 36: "Efectivo $18.000 + Transferencia $14.000").
 */
const methodsOf = (p: CashDayPayment) =>
  (p.tenders?.length ?? 0) > 1
    ? p.tenders.map((t) => `${paymentMethodLabel(t.method)} ${formatCLP(t.amount)}`).join(" + ")
    : paymentMethodLabel(p.method);

/**
 * The day's payments one by one, to reconcile the drawer against: receipt, student, class and
 * month, method, amount and who took it; a voided payment stays, struck through, with who voided
 * it, when and why. Two lines per payment so it reads at 360 px and on the printed sheet.
 */
export function DayPaymentsList({ payments }: { payments: readonly CashDayPayment[] }) {
  const { timeZone } = useStudioToday();
  if (payments.length === 0) {
    return <p className="text-sm text-ink-muted">No hay pagos con fecha de este día.</p>;
  }
  return (
    <ul className="divide-y divide-line text-sm" aria-label="Pagos del día">
      {payments.map((p) => (
        <li
          key={`${p.lineKind}-${p.paymentId}`}
          className="flex items-start justify-between gap-3 py-2"
        >
          <div className="min-w-0">
            <p className="text-ink">
              <span className="font-mono text-xs text-ink-muted">
                {receiptLabel(p.receiptNumber)}
              </span>{" "}
              <span className={p.voided ? "line-through" : undefined}>{p.studentName}</span>
            </p>
            <p className="text-xs text-ink-muted">
              {p.className} ·{" "}
              {isValidMonth(p.paymentMonth) ? formatMonthEs(p.paymentMonth) : p.paymentMonth} ·{" "}
              {methodsOf(p)}
              {p.takenBy && ` · recibió ${p.takenBy}`}
            </p>
            {p.voided && (
              <p className="text-xs text-danger-text">
                Anulado{p.voided.by && ` por ${p.voided.by}`} el{" "}
                {closedAtLabel(p.voided.at, timeZone)}
                {p.voided.reason && `: ${p.voided.reason}`}
              </p>
            )}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <span
              className={
                p.voided ? "text-ink-muted line-through tabular-nums" : "text-ink tabular-nums"
              }
            >
              {formatCLP(p.amount)}
            </span>
            {p.voided && <Badge tone="danger">ANULADO</Badge>}
          </div>
        </li>
      ))}
    </ul>
  );
}
