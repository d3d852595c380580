import type { LucideIcon } from "lucide-react";
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
  /** A Lucide icon, drawn before the title in the accent colour (or an element, drawn as given). */
  icon?: LucideIcon | ReactNode;
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
            {isIcon(icon) ? <TitleIcon icon={icon} /> : icon}
            {title}
          </h2>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}

function isIcon(icon: unknown): icon is LucideIcon {
  // Lucide's icons are forwardRef components: objects with a render function (an element,
  // `<ChatIcon />`, has none).
  return typeof icon === "object" && icon !== null && "render" in icon;
}

function TitleIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className="size-5 text-accent-text" aria-hidden="true" />;
}
