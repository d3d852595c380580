import {
  USER_ROLE_LABELS,
  USER_ROLES,
  type UserCreateInput,
  type UserWithPasswordResponse,
  userCreateSchema,
} from "@nova/domain";
import { NewAccountForm, UsernameField, useNewAccountForm } from "@/components/new-account-form";
import { FormDialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { useCreateUser } from "../api/users";

const EMPTY: UserCreateInput = { name: "", username: "", role: "staff" };

/** Adds an account; the server answers with its first password, which the caller shows. */
export function AddUserDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: UserWithPasswordResponse) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar usuario"
      description="El sistema genera la primera contraseña y la muestra una sola vez."
    >
      <AddUserForm onCreated={onCreated} />
    </FormDialog>
  );
}

function AddUserForm({ onCreated }: { onCreated: (created: UserWithPasswordResponse) => void }) {
  const create = useCreateUser();
  const { control, errors, form } = useNewAccountForm<UserCreateInput>({
    schema: userCreateSchema,
    defaultValues: EMPTY,
    fields: ["username", "name"],
    fallback: "No se pudo crear el usuario",
    create: async (values) => onCreated(await create.mutateAsync(values)),
  });

  return (
    <NewAccountForm {...form} submitLabel="Crear usuario">
      <TextField
        label="Nombre"
        required
        autoComplete="off"
        error={errors.name?.message}
        {...control("name")}
      />
      <UsernameField error={errors.username?.message} {...control("username")} />
      <OptionsField
        label="Rol"
        required
        hint="Recepción: estudiantes, inscripciones y pagos. Administradora: además clases, profesoras, reportes y configuración."
        options={labelledOptions(USER_ROLES, USER_ROLE_LABELS)}
        error={errors.role?.message}
        {...control("role")}
      />
    </NewAccountForm>
  );
}
