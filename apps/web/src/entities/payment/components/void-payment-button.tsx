import { formatCLP, formatMonthEs } from "@nova/domain";
import { Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useVoidFeeLine, useVoidPayment } from "../api/receipts";

/**
 * 'Anular' and its dialog, as both kinds of receipt line have them: `what` names the line, the
 * dialog asks for the reason (required) and `onVoid` sends it.
 */
function VoidLineButton({
  what,
  title,
  description,
  variant = "ghost",
  onVoid,
}: {
  what: string;
  title: string;
  description: string;
  variant?: "ghost" | "secondary";
  onVoid: (reason: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        aria-label={`Anular ${what}`}
        onClick={() => setOpen(true)}
        className="text-danger-text"
        icon={Ban}
      >
        Anular
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        label="Motivo de la anulación"
        confirmLabel="Anular pago"
        errorFallback="No se pudo anular el pago"
        onConfirm={onVoid}
      />
    </>
  );
}

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
  const voidPayment = useVoidPayment();
  const what = `${line.className}, ${formatMonthEs(line.paymentMonth)} (${formatCLP(line.amount)})`;
  return (
    <VoidLineButton
      what={what}
      variant={variant}
      title="Anular pago"
      description={`Se anulará el pago de ${line.studentName}: ${what}. El comprobante conserva su número y el mes vuelve a quedar pendiente.`}
      onVoid={async (reason) => {
        await voidPayment.mutateAsync({ id: line.paymentId, reason });
        onVoided?.();
      }}
    />
  );
}

/** 'Anular' on a receipt's enrollment fee line: the reason is required; the fee is owed again. */
export function VoidFeeLineButton({
  line,
}: {
  line: { lineId: number; studentName: string; label: string; amount: number };
}) {
  const voidLine = useVoidFeeLine();
  const what = `${line.label} (${formatCLP(line.amount)})`;
  return (
    <VoidLineButton
      what={what}
      title="Anular pago de matrícula"
      description={`Se anulará el pago de ${line.studentName}: ${what}. El comprobante conserva su número y la matrícula vuelve a quedar pendiente.`}
      onVoid={async (reason) => {
        await voidLine.mutateAsync({ id: line.lineId, reason });
      }}
    />
  );
}
