import { type FormEvent, type ReactNode, useState } from "react";
import { saveErrorMessage } from "@/lib/save-error";
import { Dialog, DialogContent } from "./dialog";
import { DialogActions } from "./dialog-footer";
import { TextareaField } from "./input";

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The reason box's label ("Motivo"). */
  label?: string;
  confirmLabel: string;
  /** Shown when the server refuses without a message of its own. */
  errorFallback: string;
  /** Runs with the trimmed reason; the dialog closes when it resolves and shows why it failed. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * A dialog that asks why before an owner's exception (reopening a closed day, waiving a late
 * fee): the reason is required, as the server requires it, and a refusal is shown in place.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label = "Motivo",
  confirmLabel,
  errorFallback,
  onConfirm,
}: ReasonDialogProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function change(next: boolean) {
    if (pending) return;
    if (!next) {
      setReason("");
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError("El motivo es requerido");
      return;
    }
    setPending(true);
    try {
      await onConfirm(trimmed);
      setPending(false);
      setReason("");
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setPending(false);
      setError(saveErrorMessage(failure, errorFallback));
    }
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description}>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <TextareaField
            label={label}
            name="reason"
            required
            rows={3}
            maxLength={300}
            value={reason}
            error={error ?? undefined}
            onChange={(e) => {
              setError(null);
              setReason(e.target.value);
            }}
          />
          <DialogActions label={confirmLabel} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
