import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { CardQueryState, type CardQueryStateProps } from "./query-state";
import { SectionCard } from "./section-card";

/**
 * A titled card of a detail screen that shows one query ("Comprobantes", "Historial"): its
 * title with its icon, then the body by the query's state (`CardQueryState`), then
 * `after` (an admin's form under the list).
 */
export function QueryCard<T>({
  title,
  icon,
  after,
  ...state
}: CardQueryStateProps<T> & {
  title: string;
  icon: LucideIcon;
  after?: ReactNode;
}) {
  return (
    <SectionCard title={title} icon={icon}>
      <CardQueryState {...state} />
      {after}
    </SectionCard>
  );
}
