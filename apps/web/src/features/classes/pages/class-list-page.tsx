import { UnderConstruction } from "@/components/under-construction";

export function ClassListPage() {
  return <UnderConstruction title="Clases" />;
}
