import { EditRecordFormPage } from "@/components/ui/form-page";
import { CLASS_WRITES } from "../api/class-writes";
import { ClassForm, classFormValues } from "../components/class-form";
import { classRecord } from "./class-record";

export function ClassEditPage() {
  return (
    <EditRecordFormPage kind={classRecord} writes={CLASS_WRITES} backLabel="Volver a la clase">
      {(cls, form) => (
        <ClassForm {...form} defaultValues={classFormValues(cls)} submitLabel="Actualizar Clase" />
      )}
    </EditRecordFormPage>
  );
}
