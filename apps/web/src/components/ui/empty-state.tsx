import { AlertTriangle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { ReloadButton } from "./reload-button";

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** A link or button that moves the person on ("Agregar estudiante"). */
  action?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        "flex flex-col items-center rounded-xl border border-dashed border-line-strong/50 bg-surface px-6 py-14 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-medium text-ink">{title}</h2>
      {description && <div className="mt-1 max-w-sm text-sm text-ink-muted">{description}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  /** The reason, usually the server's message. */
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failed load, in place, with "Reintentar". */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cx(
        "flex flex-col items-center rounded-xl border border-danger/30 bg-danger-soft px-6 py-12 text-center",
        className,
      )}
    >
      <AlertTriangle className="size-8 text-danger-text" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold text-danger-text">{title}</h2>
      {message && <p className="mt-1 max-w-md text-sm text-ink">{message}</p>}
      {onRetry && (
        <ReloadButton className="mt-5" onClick={onRetry} loading={retrying}>
          Reintentar
        </ReloadButton>
      )}
    </div>
  );
}
