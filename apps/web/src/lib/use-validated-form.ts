import { toNestErrors } from "@hookform/resolvers";
import type { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type Resolver,
  type SubmitHandler,
  useForm,
} from "react-hook-form";
import { revealField, revealFirstError } from "./reveal-field";
import { saveErrorMessage, serverFieldError } from "./save-error";
import { notify } from "./toast";

/** What the resolver needs of a domain zod schema (the web app does not depend on zod itself). */
interface SafeParser<TOutput> {
  safeParseAsync(data: unknown): Promise<
    | { success: true; data: TOutput }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[];
        };
      }
  >;
}

/**
 * Validates with the schema and reports the first issue of each field with the schema's own
 * message. (The stock zod resolver answers a union field, e.g. an id typed as text or number,
 * with the message of one of its branches, zod's English default, instead of the union's.)
 */
function schemaResolver<TInput extends FieldValues, TOutput>(
  schema: SafeParser<TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      errors[path] ??= { type: issue.code ?? "invalid", message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * react-hook-form set up the console's way: validated by a domain zod `schema`, messages on
 * submit that go away as soon as the field is edited (docs/product/contract-texts.md#validation), and the first invalid field
 * focused with its label in view below the sticky top bar. Attach `formRef` to the `<form>`,
 * register inputs with `control(name)` and submit with `onSubmit={submit(save)}`.
 */
export function useValidatedForm<TInput extends FieldValues, TOutput>(
  // A domain zod schema; typed as the zod resolver names it, so TInput and TOutput are inferred.
  schema: Parameters<typeof zodResolver<TInput, unknown, TOutput>>[0],
  defaultValues: DefaultValues<TInput>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: schemaResolver<TInput, TOutput>(schema as unknown as SafeParser<TOutput>),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    // react-hook-form's own focus scrolls the field under the top bar: revealFirstError instead.
    shouldFocusError: false,
  });
  const { register, clearErrors, handleSubmit, setError } = form;

  /**
   * `register(name, options)` that also clears the field's message on its first edit (and then
   * runs the caller's own `onChange`, if any).
   */
  function control(name: Path<TInput>, options?: RegisterOptions<TInput, Path<TInput>>) {
    return register(name, {
      ...options,
      onChange: (event) => {
        clearErrors(name);
        return options?.onChange?.(event);
      },
    });
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

  /**
   * A refused save of a record's form: under its field when it is about one of `fields`, and
   * in a toast, the server's message or `fallback` ("Error al guardar la clase").
   */
  function showSaveError(error: unknown, fields: readonly Path<TInput>[], fallback: string) {
    showServerFieldError(error, fields);
    notify.error(saveErrorMessage(error, fallback));
  }

  // react-hook-form's own `control` object (for useFieldArray) is `formControl` here.
  return {
    ...form,
    formControl: form.control,
    formRef,
    control,
    submit,
    showServerFieldError,
    showSaveError,
  };
}
