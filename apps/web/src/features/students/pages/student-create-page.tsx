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
          // Her page, as for a new teacher or class: the next step (enroll, pay) starts there.
          const created = await create.mutateAsync(data);
          navigate(`/students/${created.id}`);
        }}
      />
    </FormPage>
  );
}
