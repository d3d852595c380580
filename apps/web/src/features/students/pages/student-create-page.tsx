import { CreateRecordPage } from "@/components/ui/form-page";
import { STUDENT_WRITES } from "../api/student-writes";
import { StudentForm } from "../components/student-form";
import { studentRecord } from "./student-record";

export function StudentCreatePage() {
  return (
    <CreateRecordPage kind={studentRecord} writes={STUDENT_WRITES} title="Nuevo estudiante">
      {(form) => <StudentForm {...form} submitLabel="Crear Estudiante" />}
    </CreateRecordPage>
  );
}
