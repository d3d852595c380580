import { type TeacherAccountFormInput, teacherAccountFormSchema } from "@nova/domain";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { NewAccountForm, UsernameField, useNewAccountForm } from "@/components/new-account-form";
import { OneTimePasswordDialog, type ShownPassword } from "@/components/one-time-password-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/dialog";
import { useUsers } from "@/lib/users";
import { useCreateTeacherAccount } from "../api/create-teacher-account";

interface TeacherSummary {
  id: number;
  fullName: string;
  email: string | null;
}

/**
 * A teacher's login, on her page (admins): her username when she has one, otherwise
 * 'Crear cuenta', whose generated password is shown once. Her account does not use a seat.
 */
export function TeacherAccount({ teacher }: { teacher: TeacherSummary }) {
  const users = useUsers();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const account = users.data?.find((u) => u.teacherId === teacher.id);
  if (users.isPending || users.isError) return null;
  return (
    <>
      {account ? (
        <Badge tone={account.active ? "success" : "neutral"}>
          <KeyRound className="size-3.5" aria-hidden="true" />
          Cuenta: {account.username}
          {!account.active && " (desactivada)"}
        </Badge>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} icon={KeyRound}>
          Crear cuenta
        </Button>
      )}
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Cuenta de la profesora"
        description={`${teacher.fullName} verá solo sus clases y marcará su asistencia. No ocupa un cupo de usuarios.`}
      >
        <AccountForm
          teacher={teacher}
          onCreated={(username, password) => {
            setOpen(false);
            setShown({ title: "Cuenta creada", username, password });
          }}
        />
      </FormDialog>
      <OneTimePasswordDialog shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

function AccountForm({
  teacher,
  onCreated,
}: {
  teacher: TeacherSummary;
  onCreated: (username: string, password: string) => void;
}) {
  const create = useCreateTeacherAccount();
  const suggested = (teacher.email ?? "").split("@")[0]?.replace(/[^\p{L}\p{N}._-]/gu, "") ?? "";
  const { control, errors, form } = useNewAccountForm<TeacherAccountFormInput>({
    schema: teacherAccountFormSchema,
    defaultValues: { username: suggested },
    fields: ["username"],
    fallback: "No se pudo crear la cuenta",
    create: async (values) => {
      const created = await create.mutateAsync({
        teacherId: teacher.id,
        username: values.username,
        name: teacher.fullName,
        email: teacher.email,
      });
      onCreated(created.user.username, created.password);
    },
  });
  return (
    <NewAccountForm {...form} submitLabel="Crear cuenta">
      <UsernameField error={errors.username?.message} {...control("username")} />
    </NewAccountForm>
  );
}
