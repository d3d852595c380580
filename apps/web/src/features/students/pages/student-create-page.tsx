import { UnderConstruction } from "@/components/under-construction";

export function StudentCreatePage() {
  return <UnderConstruction title="Nuevo estudiante" />;
}
