import { EditRecordFormPage } from "@/components/ui/form-page";
import { useSignOut } from "@/entities/session";
import { TEACHER_WRITES } from "../api/teacher-writes";
import { TeacherForm, teacherFormValues } from "../components/teacher-form";
import { teacherRecord } from "./teacher-record";

export function TeacherEditPage() {
  const signOut = useSignOut();
  return (
    <EditRecordFormPage
      kind={teacherRecord}
      writes={TEACHER_WRITES}
      backLabel="Volver a la profesora"
    >
      {(teacher, form) => (
        <TeacherForm
          {...form}
          defaultValues={teacherFormValues(teacher)}
          currentRate={
            teacher.compensationPercent === undefined
              ? undefined
              : { percent: teacher.compensationPercent, from: teacher.compensationFrom ?? null }
          }
          submitLabel="Actualizar Profesora"
          onSessionExpired={signOut}
        />
      )}
    </EditRecordFormPage>
  );
}
