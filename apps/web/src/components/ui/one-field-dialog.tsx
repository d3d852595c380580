import type { ReactNode } from "react";
import type { DefaultValues, Path, UseFormRegisterReturn } from "react-hook-form";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { Dialog, DialogContent } from "./dialog";
import { DialogActions } from "./dialog-footer";

type OneField<K extends string> = Record<K, string>;

export interface OneFieldDialogProps<K extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The domain schema of the one text the dialog asks for (`reasonInputSchema`). */
  schema: Parameters<typeof useValidatedForm<OneField<K>, OneField<K>>>[0];
  /** The field's name in that schema, and the input's. */
  name: K;
  /** The text the box starts with, and goes back to when the dialog closes. */
  initial?: string;
  /** The box itself (a `TextField`, a `TextareaField`) with its label, given the form's props. */
  field: (props: UseFormRegisterReturn & { error: string | undefined }) => ReactNode;
  confirmLabel: string;
  /** Shown when the server refuses without a message of its own. */
  errorFallback: string;
  /** Runs with the parsed text; the dialog closes when it resolves and shows why it failed. */
  onConfirm: (value: string) => Promise<unknown>;
}

/**
 * A dialog with one required text and its confirm button (a reason, a boleta number): the
 * schema checks it as the server will, and a refusal is shown under the box.
 */
export function OneFieldDialog<K extends string>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  name,
  initial = "",
  field,
  confirmLabel,
  errorFallback,
  onConfirm,
}: OneFieldDialogProps<K>) {
  const {
    formRef,
    control,
    submit,
    reset,
    setError,
    formState: { errors, isSubmitting: pending },
  } = useValidatedForm(schema, { [name]: initial } as DefaultValues<OneField<K>>);
  const path = name as unknown as Path<OneField<K>>;

  function change(next: boolean) {
    if (pending) return;
    if (!next) reset();
    onOpenChange(next);
  }

  const save = submit(async (values) => {
    try {
      await onConfirm(values[name]);
      reset();
      onOpenChange(false);
    } catch (failure) {
      setError(path, { message: saveErrorMessage(failure, errorFallback) });
    }
  });

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title={title} description={description}>
        <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-4">
          {field({ ...control(path), error: errors[name]?.message as string | undefined })}
          <DialogActions label={confirmLabel} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
