import { useNavigate } from "react-router";
import { EditRecordPage } from "@/components/ui/form-page";
import { useUpdateClass } from "../api/class-writes";
import type { DanceClass } from "../class";
import { ClassForm, classFormValues } from "../components/class-form";
import { classRecord } from "./class-record";

export function ClassEditPage() {
  return (
    <EditRecordPage kind={classRecord} backLabel="Volver a la clase">
      {(cls) => <ClassEditForm cls={cls} />}
    </EditRecordPage>
  );
}

function ClassEditForm({ cls }: { cls: DanceClass }) {
  const navigate = useNavigate();
  const update = useUpdateClass(cls.id);
  return (
    <ClassForm
      defaultValues={classFormValues(cls)}
      submitLabel="Actualizar Clase"
      cancelTo={`/classes/${cls.id}`}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        navigate(`/classes/${cls.id}`);
      }}
    />
  );
}
