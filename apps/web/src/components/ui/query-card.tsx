import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import {
  CardQueryState,
  type CardQueryStateProps,
  QueryState,
  type QueryStateProps,
} from "./query-state";
import { SectionCard } from "./section-card";

interface QueryCardFrame {
  title: string;
  icon: LucideIcon;
  /** Controls at the right of the title (a month picker, an export). */
  actions?: ReactNode;
  /** Below the body (an admin's form under the list). */
  after?: ReactNode;
}

/**
 * A titled card that shows one query ("Comprobantes", "Ingresos por Mes"): the title with its
 * icon, then the body by the query's state, then `after`. Given `error` (a line), the states
 * are a detail screen's, compact (`CardQueryState`); given `errorTitle`, the page's spinner and
 * error panel (`QueryState`).
 */
export function QueryCard<T>(
  props: QueryCardFrame & (CardQueryStateProps<T> | QueryStateProps<T>),
) {
  const { title, icon, actions, after } = props;
  return (
    <SectionCard title={title} icon={icon} actions={actions}>
      {"errorTitle" in props ? <QueryState {...props} /> : <CardQueryState {...props} />}
      {after}
    </SectionCard>
  );
}
