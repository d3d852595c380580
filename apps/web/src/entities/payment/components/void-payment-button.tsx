import { formatCLP, formatMonthEs } from "@nova/domain";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useVoidFeeLine, useVoidPayment } from "../api/receipts";

/**
 * 'Anular' on one line of a receipt: asks for the reason (required), then the line stays on the
 * receipt marked ANULADO with the reason, who and when, and its month is owed again.
 */
export function VoidPaymentButton({
  line,
  onVoided,
  variant = "ghost",
}: {
  /** After the void (e.g. leave a payment's page, which no longer shows a voided payment). */
  onVoided?: () => void;
  variant?: "ghost" | "secondary";
  line: {
    paymentId: number;
    studentName: string;
    className: string;
    paymentMonth: string;
    amount: number;
  };
}) {
  const [open, setOpen] = useState(false);
  const voidPayment = useVoidPayment();
  const what = `${line.className}, ${formatMonthEs(line.paymentMonth)} (${formatCLP(line.amount)})`;
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        aria-label={`Anular ${what}`}
        onClick={() => setOpen(true)}
        className="text-danger-text"
      >
        <Ban className="size-4" aria-hidden="true" />
        Anular
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Anular pago"
        description={`Se anulará el pago de ${line.studentName}: ${what}. El comprobante conserva su número y el mes vuelve a quedar pendiente.`}
        label="Motivo de la anulación"
        confirmLabel="Anular pago"
        errorFallback="No se pudo anular el pago"
        onConfirm={async (reason) => {
          await voidPayment.mutateAsync({ paymentId: line.paymentId, reason });
          onVoided?.();
        }}
      />
    </>
  );
}

/** 'Anular' on a receipt's enrollment fee line: the reason is required; the fee is owed again. */
export function VoidFeeLineButton({
  line,
}: {
  line: { lineId: number; studentName: string; label: string; amount: number };
}) {
  const [open, setOpen] = useState(false);
  const voidLine = useVoidFeeLine();
  const what = `${line.label} (${formatCLP(line.amount)})`;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Anular ${what}`}
        onClick={() => setOpen(true)}
        className="text-danger-text"
      >
        <Ban className="size-4" aria-hidden="true" />
        Anular
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Anular pago de matrícula"
        description={`Se anulará el pago de ${line.studentName}: ${what}. El comprobante conserva su número y la matrícula vuelve a quedar pendiente.`}
        label="Motivo de la anulación"
        confirmLabel="Anular pago"
        errorFallback="No se pudo anular el pago"
        onConfirm={async (reason) => {
          await voidLine.mutateAsync({ lineId: line.lineId, reason });
        }}
      />
    </>
  );
}
