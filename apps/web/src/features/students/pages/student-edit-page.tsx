import { EditRecordPage, useSaveAndGo } from "@/components/ui/form-page";
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
  const update = useUpdateStudent(student.id);
  // Saved, she goes back to the list (a new student opens her own page instead).
  const onSubmit = useSaveAndGo(update.mutateAsync, "/students");
  return (
    <StudentForm
      defaultValues={studentFormValues(student)}
      submitLabel="Actualizar Estudiante"
      cancelTo={`/students/${student.id}`}
      onSubmit={onSubmit}
    />
  );
}
