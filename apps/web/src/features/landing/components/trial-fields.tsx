import type { ComponentPropsWithoutRef, ReactNode } from "react";

// What the trial form's parts share: the look of a field and how a field shows its message.

export const inputClass =
  "mt-1 block h-11 w-full min-w-0 rounded-lg border border-line-strong/60 bg-surface px-3 text-base text-ink shadow-xs focus:border-accent focus:outline-2 focus:outline-accent/40 aria-invalid:border-danger";
export const labelClass = "block text-sm font-medium text-ink";

/** A message per field name ("form" for the form as a whole). */
export type Errors = Partial<Record<string, string>>;

/** The dialog's id prefix and, per field name, its message and the attributes that point to it. */
export interface FieldHelp {
  id: string;
  fieldError: (name: string) => ReactNode;
  describedBy: (name: string) => string | undefined;
  invalid: (name: string) => true | undefined;
}

export function fieldHelp(id: string, errors: Errors): FieldHelp {
  return {
    id,
    fieldError: (name) =>
      errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger-text">
          {errors[name]}
        </p>
      ) : null,
    describedBy: (name) => (errors[name] ? `${id}-${name}-error` : undefined),
    invalid: (name) => (errors[name] ? true : undefined),
  };
}

/**
 * A labelled input of the trial form with its message: `name` is the field's name and its
 * message's key; the input's id is the dialog's prefix and `idSuffix` (the name unless told).
 */
export function TrialField({
  help,
  name,
  idSuffix = name,
  label,
  ...input
}: {
  help: FieldHelp;
  name: string;
  idSuffix?: string;
  label: ReactNode;
} & Omit<ComponentPropsWithoutRef<"input">, "id" | "name" | "className">) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
    <div>
      <label htmlFor={`${id}-${idSuffix}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${idSuffix}`}
        name={name}
        {...input}
        className={inputClass}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name)}
      />
      {fieldError(name)}
    </div>
  );
}
