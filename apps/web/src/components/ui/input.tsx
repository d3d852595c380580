import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "@/lib/class-names";

const inputBase =
  "block h-10 w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-surface-muted sm:text-sm";

export interface InputProps extends ComponentPropsWithRef<"input"> {
  invalid?: boolean;
}

export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      className={cx(
        inputBase,
        invalid ? "border-danger" : "border-line-strong/60 hover:border-line-strong",
        className,
      )}
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
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: {
    id: string;
    invalid: boolean;
    "aria-describedby": string | undefined;
  }) => ReactNode;
}

/** A labelled form control with its hint and error message wired up for screen readers. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
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

/** `<Field>` + `<Input>`: the common case. */
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
