import { useNavigate } from "react-router";
import { EditRecordPage } from "@/components/ui/form-page";
import type { Student } from "@/entities/student";
import { useStudent } from "@/entities/student";
import { useUpdateStudent } from "../api/update-student";
import { StudentForm, studentFormValues } from "../components/student-form";

export function StudentEditPage() {
  return (
    <EditRecordPage
      title="Editar estudiante"
      listTo="/students"
      backLabel="Volver al estudiante"
      useRecord={useStudent}
      loadingLabel="Cargando estudiante"
      loadError="Error al cargar los datos del estudiante"
    >
      {(student) => <StudentEditForm student={student} />}
    </EditRecordPage>
  );
}

function StudentEditForm({ student }: { student: Student }) {
  const navigate = useNavigate();
  const update = useUpdateStudent(student.id);
  return (
    <StudentForm
      defaultValues={studentFormValues(student)}
      submitLabel="Actualizar Estudiante"
      cancelTo={`/students/${student.id}`}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        navigate("/students");
      }}
    />
  );
}
