import { reasonInputSchema } from "@nova/domain";
import { TextareaField } from "./input";
import type { OneFieldDialogProps } from "./one-field-dialog";
import { OneFieldDialog } from "./one-field-dialog";

export interface ReasonDialogProps
  extends Omit<OneFieldDialogProps<"reason">, "schema" | "name" | "initial" | "field"> {
  /** The reason box's label ("Motivo"). */
  label?: string;
}

/**
 * A dialog that asks why before an owner's exception (reopening a closed day, waiving a late
 * fee): the reason is required, as the server requires it, and a refusal is shown in place.
 */
export function ReasonDialog({ label = "Motivo", ...props }: ReasonDialogProps) {
  return (
    <OneFieldDialog
      {...props}
      schema={reasonInputSchema}
      name="reason"
      field={(reason) => (
        <TextareaField label={label} required rows={3} maxLength={300} {...reason} />
      )}
    />
  );
}
