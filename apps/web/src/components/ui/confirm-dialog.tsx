import { type ReactNode, useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

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

/** The one confirmation dialog for destructive actions (DESIGN §6). */
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
        {error && open && (
          <p role="alert" className="mt-4 rounded-lg bg-danger-soft p-3 text-sm text-danger-text">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={text.destructive ? "danger" : "primary"}
            loading={pending}
            onClick={() => void onConfirm()}
          >
            {text.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
