import { UnderConstruction } from "@/components/under-construction";

export function DashboardPage() {
  return <UnderConstruction title="Dashboard" />;
}
