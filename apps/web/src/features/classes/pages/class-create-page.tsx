import { CreateRecordPage } from "@/components/ui/form-page";
import { CLASS_WRITES } from "../api/class-writes";
import { ClassForm } from "../components/class-form";
import { classRecord } from "./class-record";

export function ClassCreatePage() {
  return (
    <CreateRecordPage kind={classRecord} writes={CLASS_WRITES} title="Nueva clase">
      {(form) => <ClassForm {...form} submitLabel="Crear Clase" />}
    </CreateRecordPage>
  );
}
