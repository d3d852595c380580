import type { LucideIcon } from "lucide-react";
import { type DescriptionItem, DescriptionList } from "./description-list";
import { SectionCard } from "./section-card";

/**
 * A titled card of a detail screen that holds only facts, label and value ('Información
 * personal', 'Valores', 'Detalle del pago').
 */
export function FactsCard({
  title,
  icon,
  items,
}: {
  title: string;
  icon: LucideIcon;
  items: DescriptionItem[];
}) {
  return (
    <SectionCard title={title} icon={icon}>
      <DescriptionList items={items} />
    </SectionCard>
  );
}
