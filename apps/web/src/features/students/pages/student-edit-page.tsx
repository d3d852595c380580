import { useNavigate } from "react-router";
import { EditRecordPage } from "@/components/ui/form-page";
import type { Student } from "@/entities/student";
import { useUpdateStudent } from "../api/student-writes";
import { StudentForm, studentFormValues } from "../components/student-form";
import { studentRecord } from "./student-record";

export function StudentEditPage() {
  return (
    <EditRecordPage kind={studentRecord} backLabel="Volver al estudiante">
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
