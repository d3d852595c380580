import { UnderConstruction } from "@/components/under-construction";

export function TeacherCreatePage() {
  return <UnderConstruction title="Nueva profesora" />;
}
