import { UserRound } from "lucide-react";
import { type DescriptionItem, DescriptionList } from "./ui/description-list";
import { SectionCard } from "./ui/section-card";

/** 'Información personal' of a person's detail screen: her identity and contact facts. */
export function PersonalInfoCard({ items }: { items: DescriptionItem[] }) {
  return (
    <SectionCard
      title="Información personal"
      icon={<UserRound className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <DescriptionList items={items} />
    </SectionCard>
  );
}
