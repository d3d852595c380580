import { UnderConstruction } from "@/components/under-construction";

export function StudentListPage() {
  return <UnderConstruction title="Estudiantes" />;
}
