import { useNavigate } from "react-router";
import { FormPage } from "@/components/ui/form-page";
import { useCreateStudent } from "../api/create-student";
import { StudentForm } from "../components/student-form";

export function StudentCreatePage() {
  const navigate = useNavigate();
  const create = useCreateStudent();

  return (
    <FormPage title="Nuevo estudiante" back={{ to: "/students", label: "Estudiantes" }}>
      <StudentForm
        submitLabel="Crear Estudiante"
        cancelTo="/students"
        onSubmit={async (data) => {
          await create.mutateAsync(data);
          navigate("/students");
        }}
      />
    </FormPage>
  );
}
