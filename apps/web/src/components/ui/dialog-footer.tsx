import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { Button } from "./button";
import { DialogClose } from "./dialog";

/** Why the dialog's last action failed (the server's Spanish refusal), above its buttons. */
export function DialogAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cx("rounded-lg bg-danger-soft p-3 text-sm text-danger-text", className)}
    >
      {children}
    </p>
  );
}

/**
 * A dialog's buttons: 'Cancelar' or `cancelLabel` (closes it) and its action, stacked on phones with the action
 * on top. The action submits the dialog's form unless `onConfirm` is given.
 */
export function DialogActions({
  label,
  cancelLabel = "Cancelar",
  pending,
  onConfirm,
  destructive = false,
  className,
}: {
  label: ReactNode;
  cancelLabel?: string;
  pending: boolean;
  onConfirm?: () => void;
  destructive?: boolean;
  className?: string;
}) {
  return (
    <div className={cx("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      <DialogClose asChild>
        <Button variant="secondary" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onConfirm ? "button" : "submit"}
        variant={destructive ? "danger" : "primary"}
        loading={pending}
        onClick={onConfirm}
      >
        {label}
      </Button>
    </div>
  );
}
