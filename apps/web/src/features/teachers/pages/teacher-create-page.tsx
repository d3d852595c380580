import { CreateRecordPage } from "@/components/ui/form-page";
import { useSignOut } from "@/entities/session";
import { TEACHER_WRITES } from "../api/teacher-writes";
import { TeacherForm } from "../components/teacher-form";
import { teacherRecord } from "./teacher-record";

export function TeacherCreatePage() {
  const signOut = useSignOut();
  return (
    <CreateRecordPage kind={teacherRecord} writes={TEACHER_WRITES} title="Nueva profesora">
      {(form) => <TeacherForm {...form} submitLabel="Crear Profesora" onSessionExpired={signOut} />}
    </CreateRecordPage>
  );
}
