import { UnderConstruction } from "@/components/under-construction";

export function TeacherDetailPage() {
  return <UnderConstruction title="Detalle de la profesora" />;
}
