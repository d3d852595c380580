import { UnderConstruction } from "@/components/under-construction";

export function ClassEditPage() {
  return <UnderConstruction title="Editar clase" />;
}
