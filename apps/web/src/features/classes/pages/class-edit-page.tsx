import { EditRecordPage, useSaveAndGo } from "@/components/ui/form-page";
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
  const update = useUpdateClass(cls.id);
  const classTo = `/classes/${cls.id}`;
  const onSubmit = useSaveAndGo(update.mutateAsync, classTo);
  return (
    <ClassForm
      defaultValues={classFormValues(cls)}
      submitLabel="Actualizar Clase"
      cancelTo={classTo}
      onSubmit={onSubmit}
    />
  );
}
