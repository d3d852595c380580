import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeletePayment } from "../api/delete-payment";
import type { Payment } from "../payment";

/** A list row's delete action with its confirmation (SPEC §4: asks before deleting). */
export function PaymentDeleteButton({ payment }: { payment: Payment }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePayment();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Eliminar pago de ${payment.studentName}, ${payment.className}`}
        title="Eliminar"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4 text-danger-text" aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Eliminar pago"
        description={`¿Estás seguro de que deseas eliminar este pago de ${payment.studentName} (${payment.className})? El mes volverá a quedar pendiente.`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(payment.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
