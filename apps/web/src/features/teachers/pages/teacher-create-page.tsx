import { useNavigate } from "react-router";
import { PageHeader } from "@/components/ui/page-header";
import { useAuth } from "@/features/auth";
import { useCreateTeacher } from "../api/create-teacher";
import { TeacherForm } from "../components/teacher-form";

export function TeacherCreatePage() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const create = useCreateTeacher();

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Nueva profesora · NOVA</title>
      <PageHeader
        title="Nueva profesora"
        description="Los campos marcados con * son obligatorios."
        back={{ to: "/teachers", label: "Profesoras" }}
      />
      <TeacherForm
        submitLabel="Crear Profesora"
        cancelTo="/teachers"
        onSubmit={async (data) => {
          const created = await create.mutateAsync(data);
          navigate(`/teachers/${created.id}`);
        }}
        onSessionExpired={async () => {
          await logout();
          navigate("/", { replace: true });
        }}
      />
    </section>
  );
}
