import { useNavigate } from "react-router";
import { EditRecordPage } from "@/components/ui/form-page";
import { useClass } from "../api/get-class";
import { useUpdateClass } from "../api/save-class";
import type { DanceClass } from "../class";
import { ClassForm, classFormValues } from "../components/class-form";

export function ClassEditPage() {
  return (
    <EditRecordPage
      title="Editar clase"
      listTo="/classes"
      backLabel="Volver a la clase"
      useRecord={useClass}
      loadingLabel="Cargando clase"
      loadError="Error al cargar los datos de la clase"
    >
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
