import { formatCLP, paymentMethodLabel } from "@nova/domain";
import type { Receipt } from "../api/receipts";

/** The receipt's 'Método de pago': its one method, or each method when it was split. */
export function receiptMethodsLabel(receipt: Pick<Receipt, "tenders" | "paymentMethod">): string {
  // Answers of a server before issue 36 carry no tenders.
  const tenders = receipt.tenders ?? [];
  if (tenders.length <= 1) return paymentMethodLabel(receipt.paymentMethod);
  return tenders.map((t) => paymentMethodLabel(t.method)).join(" y ");
}

/**
 * How a receipt paid several ways was paid (issue 36): each method and its amount, and what a
 * voided line handed back of it. Nothing for a receipt paid one way (its method is in the rows).
 */
export function ReceiptTenders({ receipt }: { receipt: Pick<Receipt, "tenders"> }) {
  const tenders = receipt.tenders ?? [];
  if (tenders.length <= 1) return null;
  return (
    <div className="receipt-tenders mt-4 text-sm">
      <h3 className="font-medium text-ink">Formas de pago</h3>
      <ul className="mt-1 space-y-1" aria-label="Formas de pago">
        {tenders.map((t) => (
          <li key={t.method} className="flex flex-wrap justify-between gap-x-4">
            <span className="text-ink-muted">{paymentMethodLabel(t.method)}</span>
            <span className="text-right text-ink tabular-nums">
              {formatCLP(t.amount)}
              {t.voidedAmount > 0 && (
                <span className="text-ink-muted"> (anulado {formatCLP(t.voidedAmount)})</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
