import { FamilyPage as Family, type FamilyPageSlots } from "@/features/families/pages/family-page";
import { GuardianPrivacySection } from "@/features/privacy/components/guardian-privacy-section";

// A family's page gathers the guardian's privacy card with the families feature's own cards:
// the app composes them, so the families feature does not import the privacy feature.
const SLOTS: FamilyPageSlots = {
  privacy: (guardian) => (
    <GuardianPrivacySection guardianId={guardian.id} fullName={guardian.fullName} />
  ),
};

export function FamilyPage() {
  return <Family slots={SLOTS} />;
}
