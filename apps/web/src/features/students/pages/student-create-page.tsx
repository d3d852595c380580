import { useNavigate } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { useCreateStudent } from "../api/create-student";
import { StudentForm } from "../components/student-form";

export function StudentCreatePage() {
  const navigate = useNavigate();
  const create = useCreateStudent();

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Nuevo estudiante · NOVA</title>
      <PageHeader
        title="Nuevo estudiante"
        description="Los campos marcados con * son obligatorios."
        back={{ to: "/students", label: "Estudiantes" }}
      />
      <StudentForm
        submitLabel="Crear Estudiante"
        cancelTo="/students"
        onSubmit={async (data) => {
          await create.mutateAsync(data);
          navigate("/students");
        }}
      />
    </section>
  );
}
