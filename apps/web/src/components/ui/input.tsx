import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "@/lib/class-names";

const inputBase =
  "block w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-surface-muted sm:text-sm";

export interface InputProps extends ComponentPropsWithRef<"input"> {
  invalid?: boolean;
}

/** The look and the aria-invalid of every text-like control, by whether it has an error. */
function controlProps(invalid: boolean, className: string | undefined) {
  return {
    className: cx(
      inputBase,
      invalid ? "border-danger" : "border-line-strong/60 hover:border-line-strong",
      className,
    ),
    "aria-invalid": invalid || undefined,
  };
}

/** A one-line text input; `invalid` draws the error border and sets aria-invalid. */
export function Input({ invalid = false, className, ...props }: InputProps) {
  return <input {...controlProps(invalid, cx("h-10", className))} {...props} />;
}

export interface SelectProps extends ComponentPropsWithRef<"select"> {
  invalid?: boolean;
}

/** A native select styled like `<Input>` (its `<option>`s are the children). */
export function Select({ invalid = false, className, ...props }: SelectProps) {
  return <select {...controlProps(invalid, cx("h-10", className))} {...props} />;
}

export interface TextareaProps extends ComponentPropsWithRef<"textarea"> {
  invalid?: boolean;
}

/** A multi-line text input styled like `<Input>` (three rows unless told). */
export function Textarea({ invalid = false, className, rows = 3, ...props }: TextareaProps) {
  return <textarea rows={rows} {...controlProps(invalid, cx("py-2", className))} {...props} />;
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

/** What the `…Field` components take besides their control's own props. */
interface LabelledProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** See `FieldProps.hideLabel`. */
  hideLabel?: boolean;
  /** Classes of the field's wrapper (e.g. "sm:col-span-2"); `className` styles the control. */
  fieldClassName?: string;
}

/** Splits a `…Field`'s props into the `<Field>`'s and the control's (required as aria-required). */
function splitFieldProps<P extends LabelledProps>({
  label,
  error,
  hint,
  required,
  hideLabel,
  fieldClassName,
  ...control
}: P) {
  return {
    field: { label, error, hint, required, hideLabel, className: fieldClassName },
    control: { ...control, "aria-required": required || undefined },
  };
}

export interface TextFieldProps extends Omit<InputProps, "id" | "invalid">, LabelledProps {}

/** `<Field>` + `<Input>`: the common case (the rest of the props go to the input). */
export function TextField(props: TextFieldProps) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(wiring) => <Input {...control} {...wiring} />}</Field>;
}

export interface SelectFieldProps extends Omit<SelectProps, "id" | "invalid">, LabelledProps {}

/** `<Field>` + `<Select>`; the `<option>`s are the children. */
export function SelectField(props: SelectFieldProps) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(wiring) => <Select {...control} {...wiring} />}</Field>;
}

export interface TextareaFieldProps extends Omit<TextareaProps, "id" | "invalid">, LabelledProps {}

/** `<Field>` + `<Textarea>` (a description, notes). */
export function TextareaField(props: TextareaFieldProps) {
  const { field, control } = splitFieldProps(props);
  return <Field {...field}>{(wiring) => <Textarea {...control} {...wiring} />}</Field>;
}
