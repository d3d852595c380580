import { UnderConstruction } from "@/components/under-construction";

export function StudentDetailPage() {
  return <UnderConstruction title="Detalle del estudiante" />;
}
