import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "@/lib/class-names";

const inputBase =
  "block h-10 w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-surface-muted sm:text-sm";

export interface InputProps extends ComponentPropsWithRef<"input"> {
  invalid?: boolean;
}

function controlClasses(invalid: boolean, className: string | undefined): string {
  return cx(
    inputBase,
    invalid ? "border-danger" : "border-line-strong/60 hover:border-line-strong",
    className,
  );
}

/** A one-line text input; `invalid` draws the error border and sets aria-invalid. */
export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      className={controlClasses(invalid, className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

export interface SelectProps extends ComponentPropsWithRef<"select"> {
  invalid?: boolean;
}

/** A native select styled like `<Input>` (its `<option>`s are the children). */
export function Select({ invalid = false, className, ...props }: SelectProps) {
  return (
    <select
      className={controlClasses(invalid, className)}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

export interface TextareaProps extends ComponentPropsWithRef<"textarea"> {
  invalid?: boolean;
}

/** A multi-line text input styled like `<Input>` (three rows unless told). */
export function Textarea({ invalid = false, className, rows = 3, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={controlClasses(invalid, cx("h-auto py-2", className))}
      aria-invalid={invalid || undefined}
      {...props}
    />
  );
}

export interface FieldProps {
  label: string;
  /** The validation message shown under the control. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only (a filter whose purpose is plain from its options). */
  hideLabel?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    invalid: boolean;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/**
 * A labelled form control with its hint and error message wired up for screen readers.
 * `data-field` and the scroll margin let `revealField` bring the label into view below the
 * sticky top bar when the control gets focus after a failed submit.
 */
export function Field({
  label,
  error,
  hint,
  required,
  hideLabel = false,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div data-field className={cx("scroll-mt-24 space-y-1.5", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-ink"}>
        {label}
        {required && (
          <span className="text-danger-text" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({ id, invalid: Boolean(error), "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputProps, "id" | "invalid"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** `<Field>` + `<Input>`: the common case (the rest of the props go to the input). */
export function TextField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <Input {...props} {...control} aria-required={required || undefined} />}
    </Field>
  );
}

export interface SelectFieldProps extends Omit<SelectProps, "id" | "invalid"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
}

/** `<Field>` + `<Select>`; the `<option>`s are the children. */
export function SelectField({
  label,
  error,
  hint,
  required,
  hideLabel,
  fieldClassName,
  ...props
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      required={required}
      hideLabel={hideLabel}
      className={fieldClassName}
    >
      {(control) => <Select {...props} {...control} aria-required={required || undefined} />}
    </Field>
  );
}

export interface TextareaFieldProps extends Omit<TextareaProps, "id" | "invalid"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  fieldClassName?: string;
}

/** `<Field>` + `<Textarea>` (a description, notes). */
export function TextareaField({
  label,
  error,
  hint,
  required,
  fieldClassName,
  ...props
}: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={fieldClassName}>
      {(control) => <Textarea {...props} {...control} aria-required={required || undefined} />}
    </Field>
  );
}
