import { type ReactNode, useState } from "react";
import { Dialog, DialogContent } from "./dialog";
import { DialogActions, DialogAlert } from "./dialog-footer";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open with a spinner while it is pending. */
  onConfirm: () => void | Promise<void>;
  pending?: boolean;
  destructive?: boolean;
  /** Why the last confirmation failed (the server's Spanish refusal); the dialog stays open. */
  error?: string | null;
}

/** The one confirmation dialog for destructive actions (docs/product/web.md#states). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = "Eliminar",
  cancelLabel = "Cancelar",
  onConfirm,
  pending = false,
  destructive = true,
  error,
}: ConfirmDialogProps) {
  // What the open dialog says stays on screen while it fades out, even when the caller has
  // already cleared what it was asking about (a derived state, updated during render).
  const asked = { title, description, confirmLabel, destructive };
  const [shown, setShown] = useState(asked);
  const changed =
    shown.title !== title ||
    shown.description !== description ||
    shown.confirmLabel !== confirmLabel ||
    shown.destructive !== destructive;
  if (open && changed) setShown(asked);
  const text = open ? asked : shown;
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent title={text.title} description={text.description}>
        {error && open && <DialogAlert className="mt-4">{error}</DialogAlert>}
        <DialogActions
          className="mt-6"
          label={text.confirmLabel}
          cancelLabel={cancelLabel}
          pending={pending}
          destructive={text.destructive}
          onConfirm={() => void onConfirm()}
        />
      </DialogContent>
    </Dialog>
  );
}
