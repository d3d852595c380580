import type { FormEvent, ReactNode, RefObject } from "react";
import { DialogActions, DialogAlert } from "./ui/dialog-footer";
import { TextField, type TextFieldProps } from "./ui/input";

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
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
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
