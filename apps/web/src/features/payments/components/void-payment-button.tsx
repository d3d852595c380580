import { formatCLP, formatMonthEs } from "@nova/domain";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useVoidPayment } from "../api/receipts";

/**
 * 'Anular' on one line of a receipt: asks for the reason (required), then the line stays on the
 * receipt marked ANULADO with the reason, who and when, and its month is owed again.
 */
export function VoidPaymentButton({
  line,
}: {
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
        title="Anular pago"
        description={`Se anulará el pago de ${line.studentName}: ${what}. El comprobante conserva su número y el mes vuelve a quedar pendiente.`}
        label="Motivo de la anulación"
        confirmLabel="Anular pago"
        errorFallback="No se pudo anular el pago"
        onConfirm={(reason) => voidPayment.mutateAsync({ paymentId: line.paymentId, reason })}
      />
    </>
  );
}
