import { type ReactNode, useId } from "react";
import { cx } from "@/lib/class-names";
import { Card } from "./card";

/** A titled card of a detail screen ("Información personal", "Clases inscritas"...). */
export function SectionCard({
  title,
  icon,
  actions,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  /** Controls at the right of the title (a month picker, a link). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className={cx("p-5", className)}>
      <section aria-labelledby={titleId}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2
            id={titleId}
            className="flex items-center gap-2 font-display text-lg font-semibold text-ink"
          >
            {icon}
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}
