import {
  amountInWords,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  paymentMethodLabel,
} from "@nova/domain";
import { Printer } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cx } from "@/lib/class-names";
import type { Payment, StudioSettings } from "../payment";
import { lateFeeNote, receiptConcept, receiptLabel } from "../receipt";

type PaperSize = "a4" | "ticket";

/**
 * The 'Comprobante de pago': the studio's name and contact from Settings, the receipt number,
 * student, concept, month, the amount in figures and in words, method and date. Printing shows
 * only this card (styles.css, `.receipt`), on an A4 page or on an 80 mm receipt-printer roll.
 * A late fee an admin waived for the month is said so.
 */
export function PaymentReceipt({
  payment,
  studio,
  surchargeWaived = false,
}: {
  payment: Payment;
  studio: StudioSettings["studio"] | undefined;
  surchargeWaived?: boolean;
}) {
  const [paper, setPaper] = useState<PaperSize>("a4");

  function print(size: PaperSize) {
    // The paper class must be on the card before the print dialog takes its snapshot.
    flushSync(() => setPaper(size));
    window.print();
  }

  const note = lateFeeNote(payment, surchargeWaived);
  const contact = [studio?.address, studio?.phone, studio?.email].filter(Boolean);
  const rows: [string, string][] = [
    ["Fecha de pago", formatDateEs(payment.paymentDate)],
    ["Estudiante", payment.studentName],
    ["Concepto", receiptConcept(payment)],
    ["Mes pagado", formatMonthEs(payment.paymentMonth)],
    ["Método de pago", paymentMethodLabel(payment.paymentMethod)],
  ];

  return (
    <section aria-labelledby="receipt-title">
      <Card className={cx("receipt p-6", paper === "ticket" && "receipt-ticket")}>
        <header className="receipt-header flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
          <div>
            <p className="font-display text-xl font-semibold text-ink">{studio?.name ?? "NOVA"}</p>
            {contact.map((line) => (
              <p key={line} className="text-sm text-ink-muted">
                {line}
              </p>
            ))}
          </div>
          <div className="text-right">
            <h2 id="receipt-title" className="font-display text-lg font-semibold text-ink">
              Comprobante de pago
            </h2>
            <p className="font-mono text-base text-ink">{receiptLabel(payment.receiptNumber)}</p>
          </div>
        </header>
        <dl className="receipt-rows mt-4 space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-right text-ink">{value}</dd>
            </div>
          ))}
          {payment.notes && (
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-ink-muted">Notas</dt>
              <dd className="text-right text-ink">{payment.notes}</dd>
            </div>
          )}
        </dl>
        <div className="receipt-amount mt-5 rounded-lg border border-line px-4 py-3">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm text-ink-muted">Monto pagado</span>
            <span className="font-display text-2xl font-semibold text-ink tabular-nums">
              {formatCLP(payment.amount)}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink">Son: {amountInWords(payment.amount)}</p>
          {note && <p className="mt-1 text-sm text-ink-muted">{note}</p>}
        </div>
        <p className="mt-5 text-center text-xs text-ink-muted">Gracias por su pago.</p>
      </Card>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" onClick={() => print("a4")}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimir (A4)
        </Button>
        <Button variant="secondary" onClick={() => print("ticket")}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimir (80 mm)
        </Button>
      </div>
    </section>
  );
}
