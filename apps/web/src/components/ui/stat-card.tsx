import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";
import { Card } from "./card";

/** One headline figure (a KPI, a report's total) with its label and an optional note below. */
export function StatCard({
  label,
  value,
  note,
  icon: Icon,
  className,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <Card className={cx("p-4", className)}>
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm text-ink-muted">{label}</p>
        {Icon && (
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        )}
      </div>
      <p className="mt-1 font-display text-xl font-semibold break-words text-ink tabular-nums sm:text-2xl">
        {value}
      </p>
      {note && <div className="mt-1 text-xs text-ink-muted">{note}</div>}
    </Card>
  );
}

/** A responsive grid of `StatCard`s (one column on phones, up to four on wide screens). */
export function StatGrid({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {children}
    </section>
  );
}
