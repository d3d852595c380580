import { receiptTaxDocumentSchema } from "@nova/domain";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-footer";
import { TextField } from "@/components/ui/input";
import { AdminOnly } from "@/entities/session";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { type Receipt, useSetReceiptTaxDocument } from "../api/receipts";

/**
 * 'Registrar N° de boleta' on a receipt whose SII boleta was issued after the payment (the
 * desk's usual order). A number already recorded is changed by an admin only, as the server
 * decides; the button is left out for staff then.
 */
export function TaxDocumentButton({ receipt }: { receipt: Receipt }) {
  const recorded = receipt.taxDocumentNumber !== null;
  const button = <TaxDocumentDialogButton receipt={receipt} recorded={recorded} />;
  return recorded ? <AdminOnly>{button}</AdminOnly> : button;
}

function TaxDocumentDialogButton({ receipt, recorded }: { receipt: Receipt; recorded: boolean }) {
  const [open, setOpen] = useState(false);
  const save = useSetReceiptTaxDocument(receipt.id);
  const {
    formRef,
    control,
    submit,
    reset,
    setError,
    formState: { errors, isSubmitting: pending },
  } = useValidatedForm(receiptTaxDocumentSchema, {
    taxDocumentNumber: receipt.taxDocumentNumber ?? "",
  });

  function change(next: boolean) {
    if (pending) return;
    reset({ taxDocumentNumber: receipt.taxDocumentNumber ?? "" });
    setOpen(next);
  }

  const onSubmit = submit(async ({ taxDocumentNumber }) => {
    try {
      await save.mutateAsync(taxDocumentNumber);
      setOpen(false);
    } catch (failure) {
      setError("taxDocumentNumber", {
        message: saveErrorMessage(failure, "No se pudo registrar el número de boleta"),
      });
    }
  });

  const title = recorded ? "Cambiar N° de boleta" : "Registrar N° de boleta";
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        <FileText className="size-4" aria-hidden="true" />
        {title}
      </Button>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent
          title={title}
          description="El número de la boleta del SII emitida por este pago. El monto del comprobante no cambia."
        >
          <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <TextField
              label="N° de boleta"
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={50}
              error={errors.taxDocumentNumber?.message}
              {...control("taxDocumentNumber")}
            />
            <DialogActions label="Guardar" pending={pending} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
