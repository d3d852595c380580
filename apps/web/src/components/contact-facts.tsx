import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface Fact {
  icon: LucideIcon;
  /** Read by screen readers in place of the icon. */
  label: string;
  value: ReactNode;
}

/**
 * A person's card's short facts (email, phone, RUT), each after its icon: a description list
 * whose terms are the icons, named for screen readers. A falsy entry is a fact she lacks.
 */
export function ContactFacts({
  className,
  facts,
}: {
  className: string;
  facts: Array<Fact | false | null | undefined | "">;
}) {
  return (
    <dl className={className}>
      {facts.map(
        (fact) =>
          fact && (
            <div key={fact.label} className="flex min-w-0 items-center gap-2">
              <dt>
                <fact.icon className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">{fact.label}</span>
              </dt>
              <dd className="min-w-0 truncate">{fact.value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
