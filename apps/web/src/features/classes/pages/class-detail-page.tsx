import { UnderConstruction } from "@/components/under-construction";

export function ClassDetailPage() {
  return <UnderConstruction title="Detalle de la clase" />;
}
