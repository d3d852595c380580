import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";

export interface DescriptionItem {
  label: string;
  value: ReactNode;
  /** Shown instead of an empty value. */
  empty?: string;
}

/** Label/value pairs of a record ("DNI", "Teléfono"...). */
export function DescriptionList({
  items,
  className,
}: {
  items: DescriptionItem[];
  className?: string;
}) {
  return (
    <dl className={cx("@container divide-y divide-line", className)}>
      {items.map((item) => {
        const missing = item.value === null || item.value === undefined || item.value === "";
        return (
          <div
            key={item.label}
            className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 @sm:grid-cols-[9rem_minmax(0,1fr)] @sm:gap-3"
          >
            <dt className="text-sm text-ink-muted">{item.label}</dt>
            <dd
              className={cx(
                "min-w-0 text-sm break-words",
                missing ? "text-ink-muted italic" : "text-ink",
              )}
            >
              {missing ? (item.empty ?? "No registrado") : item.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
