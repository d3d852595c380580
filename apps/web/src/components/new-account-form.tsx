import { type ReactNode, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { DialogActions, DialogAlert } from "./ui/dialog-footer";
import type { FormFrame } from "./ui/form-page";
import { TextField, type TextFieldProps } from "./ui/input";

/**
 * The state of a form that creates a login: the values validated by `schema`, then `create`;
 * a refusal about one of `fields` (a taken username) goes under it, any other (the user
 * limit, a failure) above the buttons with `fallback` when the server gave no message.
 * Spread `form` into NewAccountForm.
 */
export function useNewAccountForm<T extends FieldValues>({
  schema,
  defaultValues,
  fields,
  fallback,
  create,
}: {
  schema: Parameters<typeof useValidatedForm<T, T>>[0];
  defaultValues: DefaultValues<T>;
  fields: readonly Path<T>[];
  fallback: string;
  create: (values: T) => Promise<unknown>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const validated = useValidatedForm<T, T>(schema, defaultValues);
  const { errors, isSubmitting } = validated.formState;

  const onSubmit = validated.submit(async (values) => {
    setRefusal(null);
    try {
      await create(values);
    } catch (error) {
      if (!validated.showServerFieldError(error, fields)) {
        setRefusal(saveErrorMessage(error, fallback));
      }
    }
  });

  return {
    control: validated.control,
    errors,
    form: { formRef: validated.formRef, onSubmit, refusal, pending: isSubmitting },
  };
}

/**
 * The form of a dialog that creates a login (a user of the console in the settings, a
 * teacher's account on her page): its fields, the server's refusal above the buttons, and the
 * buttons. Both dialogs are portalled out of a form of their page, and React still bubbles a
 * portal's submit up to that form: the submit stops here.
 */
export function NewAccountForm({
  formRef,
  onSubmit,
  refusal,
  submitLabel,
  pending,
  children,
}: FormFrame & {
  refusal: string | null;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      noValidate
      className="mt-5 grid gap-4"
    >
      {children}
      {refusal && <DialogAlert>{refusal}</DialogAlert>}
      <DialogActions className="mt-2" label={submitLabel} pending={pending} />
    </form>
  );
}

/** The login name of a new account, with the characters it may have. */
export function UsernameField(props: Omit<TextFieldProps, "label">) {
  return (
    <TextField
      label="Nombre de usuario"
      required
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      hint="Con el que inicia sesión: letras, números, punto, guion o guion bajo."
      {...props}
    />
  );
}
