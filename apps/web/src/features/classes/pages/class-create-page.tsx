import { UnderConstruction } from "@/components/under-construction";

export function ClassCreatePage() {
  return <UnderConstruction title="Nueva clase" />;
}
