import { AtRiskCard } from "@/features/attendance/components/at-risk-card";
import { DashboardPage as Dashboard } from "@/features/dashboard/pages/dashboard-page";
import { PendingBoletasWarning } from "@/features/payments/components/pending-boletas-warning";

// The dashboard gathers several features' cards: the dashboard feature lays the page out and the
// app puts the others' cards in, so no feature imports another. Each card is imported from its
// own file, so the first screen after signing in loads those cards and nothing else of theirs.
export function DashboardPage() {
  return <Dashboard pendingBoletas={<PendingBoletasWarning />} atRisk={<AtRiskCard />} />;
}
