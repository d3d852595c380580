import { CreateRecordPage } from "@/components/ui/form-page";
import { useCreateClass } from "../api/class-writes";
import { ClassForm } from "../components/class-form";
import { classRecord } from "./class-record";

export function ClassCreatePage() {
  const create = useCreateClass();
  return (
    <CreateRecordPage kind={classRecord} title="Nueva clase" create={create.mutateAsync}>
      {(form) => <ClassForm {...form} submitLabel="Crear Clase" />}
    </CreateRecordPage>
  );
}
