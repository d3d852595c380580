import { useNavigate } from "react-router";
import { EditRecordPage } from "@/components/ui/form-page";
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
  const navigate = useNavigate();
  const signOut = useSignOut();
  const update = useUpdateTeacher(teacher.id);
  return (
    <TeacherForm
      defaultValues={teacherFormValues(teacher)}
      currentRate={
        teacher.compensationPercent === undefined
          ? undefined
          : { percent: teacher.compensationPercent, from: teacher.compensationFrom ?? null }
      }
      submitLabel="Actualizar Profesora"
      cancelTo={`/teachers/${teacher.id}`}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        navigate(`/teachers/${teacher.id}`);
      }}
      onSessionExpired={signOut}
    />
  );
}
