import { formatMonthEs } from "@nova/domain";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { useCreateFeeWaiver } from "../api/create-fee-waiver";

/** Asks the owner why before forgiving a month's late fee, then records the waiver. */
export function WaiveLateFeeDialog({
  open,
  onOpenChange,
  studentId,
  month,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  studentId: number;
  month: string;
}) {
  const waive = useCreateFeeWaiver(studentId);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Condonar recargo"
      description={`El recargo por atraso de ${formatMonthEs(month)} deja de cobrarse: el mes queda en su precio de lista. Queda registrado quién lo condonó y por qué.`}
      confirmLabel="Condonar recargo"
      errorFallback="Error al condonar el recargo"
      onConfirm={(reason) => waive.mutateAsync({ month, reason })}
    />
  );
}
