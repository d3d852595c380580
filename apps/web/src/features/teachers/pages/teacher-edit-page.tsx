import { EditRecordPage, useSaveAndGo } from "@/components/ui/form-page";
import { useSignOut } from "@/entities/session";
import { useUpdateTeacher } from "../api/teacher-writes";
import { TeacherForm, teacherFormValues } from "../components/teacher-form";
import type { Teacher } from "../teacher";
import { teacherRecord } from "./teacher-record";

export function TeacherEditPage() {
  return (
    <EditRecordPage kind={teacherRecord} backLabel="Volver a la profesora">
      {(teacher) => <TeacherEditForm teacher={teacher} />}
    </EditRecordPage>
  );
}

function TeacherEditForm({ teacher }: { teacher: Teacher }) {
  const signOut = useSignOut();
  const update = useUpdateTeacher(teacher.id);
  const teacherTo = `/teachers/${teacher.id}`;
  const onSubmit = useSaveAndGo(update.mutateAsync, teacherTo);
  return (
    <TeacherForm
      defaultValues={teacherFormValues(teacher)}
      currentRate={
        teacher.compensationPercent === undefined
          ? undefined
          : { percent: teacher.compensationPercent, from: teacher.compensationFrom ?? null }
      }
      submitLabel="Actualizar Profesora"
      cancelTo={teacherTo}
      onSubmit={onSubmit}
      onSessionExpired={signOut}
    />
  );
}
