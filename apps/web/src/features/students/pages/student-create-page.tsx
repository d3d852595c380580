import { CreateRecordPage } from "@/components/ui/form-page";
import { useCreateStudent } from "../api/student-writes";
import { StudentForm } from "../components/student-form";
import { studentRecord } from "./student-record";

export function StudentCreatePage() {
  const create = useCreateStudent();
  return (
    <CreateRecordPage kind={studentRecord} title="Nuevo estudiante" create={create.mutateAsync}>
      {(form) => <StudentForm {...form} submitLabel="Crear Estudiante" />}
    </CreateRecordPage>
  );
}
