import { reasonInputSchema } from "@nova/domain";
import type { ReactNode } from "react";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
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
  const {
    formRef,
    control,
    submit,
    reset,
    setError,
    formState: { errors, isSubmitting: pending },
  } = useValidatedForm(reasonInputSchema, { reason: "" });

  function change(next: boolean) {
    if (pending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  const save = submit(async ({ reason }) => {
    try {
      await onConfirm(reason);
      reset();
      onOpenChange(false);
    } catch (failure) {
      setError("reason", { message: saveErrorMessage(failure, errorFallback) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description}>
        <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-4">
          <TextareaField
            label={label}
            required
            rows={3}
            maxLength={300}
            error={errors.reason?.message}
            {...control("reason")}
          />
          <DialogActions label={confirmLabel} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
