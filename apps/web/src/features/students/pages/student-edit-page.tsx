import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";
import { parseRouteId } from "@/lib/route-id";
import { notify } from "@/lib/toast";
import { useStudent } from "../api/get-student";
import { useUpdateStudent } from "../api/update-student";
import { StudentForm, studentFormValues } from "../components/student-form";

const LOAD_ERROR = "Error al cargar los datos del estudiante";

export function StudentEditPage() {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();

  // SPEC §8: a student that cannot be loaded sends the user back to the list.
  useEffect(() => {
    if (id === null) {
      notify.error(LOAD_ERROR);
      navigate("/students", { replace: true });
    }
  }, [id, navigate]);

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Editar estudiante · NOVA</title>
      <PageHeader
        title="Editar estudiante"
        description="Los campos marcados con * son obligatorios."
        back={{ to: id === null ? "/students" : `/students/${id}`, label: "Volver al estudiante" }}
      />
      {id !== null && <StudentEditForm id={id} />}
    </section>
  );
}

function StudentEditForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useStudent(id);
  const update = useUpdateStudent(id);

  useEffect(() => {
    if (query.isError) {
      // Other failures are already notified by the query (its meta); a 404 is not.
      if (isApiError(query.error) && query.error.status === 404) notify.error(LOAD_ERROR);
      navigate("/students", { replace: true });
    }
  }, [query.isError, query.error, navigate]);

  if (query.isPending || query.isError) {
    return (
      <div className="flex justify-center py-16 text-accent">
        <Spinner className="size-8" label="Cargando estudiante" />
      </div>
    );
  }

  return (
    <StudentForm
      key={query.data.id}
      defaultValues={studentFormValues(query.data)}
      submitLabel="Actualizar Estudiante"
      cancelTo={`/students/${id}`}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        navigate("/students");
      }}
    />
  );
}
