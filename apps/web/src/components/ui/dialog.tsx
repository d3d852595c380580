import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { cx } from "@/lib/class-names";

/**
 * Modal primitives on Radix Dialog: focus is trapped inside, Escape and the close button
 * close it, and focus returns to the control that opened it (see DialogContent).
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/**
 * The `open` and `onOpenChange` of a dialog about one thing at a time (the row it asks about):
 * open while `item` is set; closing it clears `item`.
 */
export function openWhileSet(
  item: unknown,
  clear: (none: null) => void,
): { open: boolean; onOpenChange: (open: boolean) => void } {
  return {
    open: item !== null,
    onOpenChange: (open) => {
      if (!open) clear(null);
    },
  };
}

const overlayClasses = "fixed inset-0 z-40 bg-overlay motion-safe:animate-fade-in";

/** The ✕ in a box's top-right corner; `className` sets how far from the top it sits. */
function CloseButton({ label, className }: { label: string; className: string }) {
  return (
    <RadixDialog.Close
      className={cx(
        "absolute right-3 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink",
        className,
      )}
      aria-label={label}
    >
      <X className="size-5" aria-hidden="true" />
    </RadixDialog.Close>
  );
}

interface DialogContentProps {
  title: string;
  description?: ReactNode;
  /** Hides the title visually (it is still read by screen readers). */
  hideTitle?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A centred dialog box. */
export function DialogContent({
  title,
  description,
  hideTitle = false,
  className,
  children,
}: DialogContentProps) {
  // Radix returns focus only to a <Dialog.Trigger>; most dialogs here are opened by a plain
  // button (confirmations, pickers), so focus would drop to the page on close. Remember what
  // had focus when the dialog opened and give it back.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        className={cx(
          "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface p-6 text-ink shadow-xl motion-safe:animate-pop-in",
          className,
        )}
        // Without a description, Radix wants aria-describedby explicitly unset.
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <RadixDialog.Title
          className={cx("font-display text-xl font-semibold", hideTitle && "sr-only")}
        >
          {title}
        </RadixDialog.Title>
        {description && (
          <RadixDialog.Description className="mt-2 text-sm text-ink-muted">
            {description}
          </RadixDialog.Description>
        )}
        {children}
        <CloseButton label="Cerrar" className="top-3" />
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/**
 * A dialog around a form that starts afresh at each opening: its content is mounted only while
 * open, so what was typed, and any error, is gone the next time.
 */
export function FormDialog({
  open,
  onOpenChange,
  ...content
}: DialogContentProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <DialogContent {...content} />}
    </Dialog>
  );
}

/** A panel that slides in from the left edge (the navigation on small screens). */
export function SheetContent({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={cx(
          "fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col border-r border-line bg-surface text-ink shadow-xl motion-safe:animate-slide-in",
          className,
        )}
        aria-describedby={undefined}
      >
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        {children}
        <CloseButton label="Cerrar menú" className="top-3.5" />
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
