import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { parseRouteId } from "@/lib/route-id";
import { notify } from "@/lib/toast";
import { useTeacher } from "../api/get-teacher";
import { useUpdateTeacher } from "../api/update-teacher";
import { TeacherForm, teacherFormValues } from "../components/teacher-form";

const LOAD_ERROR = "Error al cargar los datos de la profesora";

export function TeacherEditPage() {
  const id = parseRouteId(useParams().id);
  const navigate = useNavigate();

  // SPEC §8: a teacher that cannot be loaded sends the user back to the list.
  useEffect(() => {
    if (id === null) {
      notify.error(LOAD_ERROR);
      navigate("/teachers", { replace: true });
    }
  }, [id, navigate]);

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Editar profesora · NOVA</title>
      <PageHeader
        title="Editar profesora"
        description="Los campos marcados con * son obligatorios."
        back={{ to: id === null ? "/teachers" : `/teachers/${id}`, label: "Volver a la profesora" }}
      />
      {id !== null && <TeacherEditForm id={id} />}
    </section>
  );
}

function TeacherEditForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const query = useTeacher(id);
  const update = useUpdateTeacher(id);

  useEffect(() => {
    if (query.isError) {
      // Other failures are already notified by the query (its meta); a 404 is not.
      if (isApiError(query.error) && query.error.status === 404) notify.error(LOAD_ERROR);
      navigate("/teachers", { replace: true });
    }
  }, [query.isError, query.error, navigate]);

  if (query.isPending || query.isError) {
    return (
      <div className="flex justify-center py-16 text-accent">
        <Spinner className="size-8" label="Cargando profesora" />
      </div>
    );
  }

  return (
    <TeacherForm
      key={query.data.id}
      defaultValues={teacherFormValues(query.data)}
      submitLabel="Actualizar Profesora"
      cancelTo={`/teachers/${id}`}
      onSubmit={async (data) => {
        await update.mutateAsync(data);
        navigate(`/teachers/${id}`);
      }}
      onSessionExpired={async () => {
        await logout();
        navigate("/", { replace: true });
      }}
    />
  );
}
