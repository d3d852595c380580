import { UnderConstruction } from "@/components/under-construction";

export function StudentEditPage() {
  return <UnderConstruction title="Editar estudiante" />;
}
