import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";

/** One figure: what it is and how much. */
export interface Figure {
  label: string;
  value: ReactNode;
  /** How heavy the value is set: `semibold` for the one that matters most (a total, the net). */
  weight?: "normal" | "medium" | "semibold";
  /** The value's `data-testid`, for the browser tests that read it. */
  testId?: string;
}

const WEIGHTS = { normal: "", medium: "font-medium", semibold: "font-semibold" };

/**
 * Figures side by side (a report's amounts, a month's pay): each label muted over its value.
 * `className` lays the `<dl>` out (its grid and spacing).
 */
export function Figures({
  items,
  className,
  children,
}: {
  items: Figure[];
  className: string;
  /** More `<div><dt/><dd/></div>` after the figures, for a value that is not a figure. */
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-ink-muted">{item.label}</dt>
          <dd
            className={cx(WEIGHTS[item.weight ?? "medium"], "text-ink tabular-nums")}
            data-testid={item.testId}
          >
            {item.value}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
