import { UnderConstruction } from "@/components/under-construction";

export function TeacherListPage() {
  return <UnderConstruction title="Profesoras" />;
}
