import { UserRound } from "lucide-react";
import type { DescriptionItem } from "./description-list";
import { FactsCard } from "./facts-card";

/**
 * The 'Información personal' card of a person's detail screen (a student's, a teacher's): the
 * same title and icon on both, with the facts each keeps of a person.
 */
export function PersonalInfoCard({ items }: { items: DescriptionItem[] }) {
  return <FactsCard title="Información personal" icon={UserRound} items={items} />;
}
