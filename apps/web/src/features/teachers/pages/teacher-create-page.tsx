import { useNavigate } from "react-router";
import { FormPage } from "@/components/ui/form-page";
import { useAuth } from "@/entities/session";
import { useCreateTeacher } from "../api/create-teacher";
import { TeacherForm } from "../components/teacher-form";

export function TeacherCreatePage() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  const create = useCreateTeacher();

  return (
    <FormPage title="Nueva profesora" back={{ to: "/teachers", label: "Profesoras" }}>
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
    </FormPage>
  );
}
