import { CreateRecordPage } from "@/components/ui/form-page";
import { useSignOut } from "@/entities/session";
import { useCreateTeacher } from "../api/teacher-writes";
import { TeacherForm } from "../components/teacher-form";
import { teacherRecord } from "./teacher-record";

export function TeacherCreatePage() {
  const signOut = useSignOut();
  const create = useCreateTeacher();
  return (
    <CreateRecordPage kind={teacherRecord} title="Nueva profesora" create={create.mutateAsync}>
      {(form) => <TeacherForm {...form} submitLabel="Crear Profesora" onSessionExpired={signOut} />}
    </CreateRecordPage>
  );
}
