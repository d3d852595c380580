import { EditRecordFormPage } from "@/components/ui/form-page";
import { STUDENT_WRITES } from "../api/student-writes";
import { StudentForm, studentFormValues } from "../components/student-form";
import { studentRecord } from "./student-record";

export function StudentEditPage() {
  return (
    // Saved, she goes back to the list (a new student opens her own page instead).
    <EditRecordFormPage
      kind={studentRecord}
      writes={STUDENT_WRITES}
      backLabel="Volver al estudiante"
      savedTo="/students"
    >
      {(student, form) => (
        <StudentForm
          {...form}
          defaultValues={studentFormValues(student)}
          submitLabel="Actualizar Estudiante"
        />
      )}
    </EditRecordFormPage>
  );
}
