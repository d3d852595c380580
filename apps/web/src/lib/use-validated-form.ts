import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type SubmitHandler,
  useForm,
} from "react-hook-form";
import { revealField, revealFirstError } from "./reveal-field";
import { serverFieldError } from "./save-error";

/**
 * react-hook-form set up the console's way: validated by a domain zod `schema`, messages on
 * submit that go away as soon as the field is edited (SPEC §5), and the first invalid field
 * focused with its label in view below the sticky top bar. Attach `formRef` to the `<form>`,
 * register inputs with `control(name)` and submit with `onSubmit={submit(save)}`.
 */
export function useValidatedForm<TInput extends FieldValues, TOutput>(
  // The zod schema type as the resolver names it (the web app does not depend on zod itself).
  schema: Parameters<typeof zodResolver<TInput, unknown, TOutput>>[0],
  defaultValues: DefaultValues<TInput>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // react-hook-form's own focus scrolls the field under the top bar: revealFirstError instead.
    shouldFocusError: false,
  });
  const { register, clearErrors, handleSubmit, setError } = form;

  /** `register(name, options)` that also clears the field's message on its first edit. */
  function control(name: Path<TInput>, options?: RegisterOptions<TInput, Path<TInput>>) {
    return register(name, { ...options, onChange: () => clearErrors(name) });
  }

  /** The form's submit handler: `save` runs with the parsed values when they are valid. */
  function submit(save: SubmitHandler<TOutput>) {
    return handleSubmit(save, (errors) => revealFirstError(formRef.current, errors));
  }

  /**
   * Shows a save the server refused because of one field (`details.field`, e.g. a duplicate
   * DNI) under that field and reveals it; false when the failure is not about a field.
   */
  function showServerFieldError(error: unknown, fields: readonly Path<TInput>[]): boolean {
    const fieldError = serverFieldError(error, fields);
    if (!fieldError) return false;
    setError(fieldError.field, { message: fieldError.message });
    revealField(formRef.current?.elements.namedItem(fieldError.field));
    return true;
  }

  // react-hook-form's own `control` object (for useFieldArray) is `formControl` here.
  return { ...form, formControl: form.control, formRef, control, submit, showServerFieldError };
}
