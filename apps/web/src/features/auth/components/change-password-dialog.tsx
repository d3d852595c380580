import {
  PASSWORD_MIN_LENGTH,
  type PasswordChangeFormInput,
  passwordChangeFormSchema,
  STRONG_PASSWORD_MIN_LENGTH,
} from "@nova/domain";
import { FormDialog } from "@/components/ui/dialog";
import { DialogActions, DialogAlert } from "@/components/ui/dialog-footer";
import { TextField } from "@/components/ui/input";
import { saveErrorMessage } from "@/lib/save-error";
import { useSettings } from "@/lib/settings";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useChangePassword } from "../api/change-password";

const EMPTY: PasswordChangeFormInput = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/** The form's three password inputs, in order (the new one shows the policy as its hint). */
const PASSWORD_FIELDS = [
  { name: "currentPassword", label: "Contraseña actual", autoComplete: "current-password" },
  { name: "newPassword", label: "Nueva contraseña", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Repetir nueva contraseña", autoComplete: "new-password" },
] as const;

/** Every user's own password change (staff too), opened from the top bar. */
export function ChangePasswordDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cambiar contraseña"
      description="Al cambiarla se cierran sus sesiones en otros equipos; esta sigue abierta."
    >
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const strong = useSettings().data?.security.strongPasswords;
  // The server has the last word; the hint only says what it will ask for.
  const policyHint =
    strong === false
      ? `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`
      : `Al menos ${STRONG_PASSWORD_MIN_LENGTH} caracteres y que no sea una contraseña común.`;
  const {
    formRef,
    control,
    submit,
    setError,
    showServerFieldError,
    formState: { errors, isSubmitting },
  } = useValidatedForm<PasswordChangeFormInput, PasswordChangeFormInput>(
    passwordChangeFormSchema,
    EMPTY,
  );

  const save = submit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      notify.success("Contraseña actualizada");
      onDone();
    } catch (error) {
      // A wrong current password or a weak new one comes back naming its field.
      if (!showServerFieldError(error, ["currentPassword", "newPassword"])) {
        setError("root", { message: saveErrorMessage(error, "No se pudo cambiar la contraseña") });
      }
    }
  });

  return (
    <form ref={formRef} onSubmit={save} noValidate className="mt-5 grid gap-4">
      {PASSWORD_FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type="password"
          required
          autoComplete={field.autoComplete}
          hint={field.name === "newPassword" ? policyHint : undefined}
          error={errors[field.name]?.message}
          {...control(field.name)}
        />
      ))}
      {errors.root && <DialogAlert>{errors.root.message}</DialogAlert>}
      <DialogActions className="mt-2" label="Cambiar contraseña" pending={isSubmitting} />
    </form>
  );
}
