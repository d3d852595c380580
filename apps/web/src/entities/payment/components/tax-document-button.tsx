import { receiptTaxDocumentSchema } from "@nova/domain";
import { FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { OneFieldDialog } from "@/components/ui/one-field-dialog";
import { AdminOnly } from "@/entities/session";
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
  const title = recorded ? "Cambiar N° de boleta" : "Registrar N° de boleta";
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} icon={FileText}>
        {title}
      </Button>
      <OneFieldDialog
        // A number saved here starts the box afresh with it (the form's defaults are its first).
        key={receipt.taxDocumentNumber ?? ""}
        open={open}
        onOpenChange={setOpen}
        title={title}
        description="El número de la boleta del SII emitida por este pago. El monto del comprobante no cambia."
        schema={receiptTaxDocumentSchema}
        name="taxDocumentNumber"
        initial={receipt.taxDocumentNumber ?? ""}
        field={(number) => (
          <TextField
            label="N° de boleta"
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={50}
            {...number}
          />
        )}
        confirmLabel="Guardar"
        errorFallback="No se pudo registrar el número de boleta"
        onConfirm={(taxDocumentNumber) => save.mutateAsync(taxDocumentNumber)}
      />
    </>
  );
}
