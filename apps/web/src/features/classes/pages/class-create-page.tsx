import { useNavigate } from "react-router";
import { FormPage } from "@/components/ui/form-page";
import { useCreateClass } from "../api/save-class";
import { ClassForm } from "../components/class-form";

export function ClassCreatePage() {
  const navigate = useNavigate();
  const create = useCreateClass();
  return (
    <FormPage title="Nueva clase" back={{ to: "/classes", label: "Clases" }}>
      <ClassForm
        submitLabel="Crear Clase"
        cancelTo="/classes"
        onSubmit={async (data) => {
          const created = await create.mutateAsync(data);
          navigate(`/classes/${created.id}`);
        }}
      />
    </FormPage>
  );
}
