import { UnderConstruction } from "@/components/under-construction";

export function TeacherCompensationPage() {
  return <UnderConstruction title="Compensación de profesoras" />;
}
