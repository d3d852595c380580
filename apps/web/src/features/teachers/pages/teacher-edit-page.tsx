import { UnderConstruction } from "@/components/under-construction";

export function TeacherEditPage() {
  return <UnderConstruction title="Editar profesora" />;
}
