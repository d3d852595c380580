import { formatDateEs, isValidDate, parseDateEs } from "@nova/domain";
import {
  type ChangeEvent,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from "react";
import { Field, Input } from "./input";

/** What the field shows for a form value: dd-mm-aaaa for a date, anything else as it is. */
function shown(value: string): string {
  return isValidDate(value) ? formatDateEs(value) : value;
}

export interface DateFieldProps {
  label: string;
  name: string;
  /** `YYYY-MM-DD` when controlled; leave out under `control(name)`, which sets it itself. */
  value?: string;
  /**
   * Gets a change event whose target carries `name` and, as its value, the `YYYY-MM-DD` of the
   * typed date ("" when blank, the text itself when it is not a date, so the form's validation
   * reports it): the same shape `control(name)` and `e.target.value` handlers already take.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Earliest and latest dates accepted (`YYYY-MM-DD`); outside them the field says so. */
  min?: string | number;
  max?: string | number;
}

/**
 * A date typed as dd-mm-aaaa whatever the browser's language (the native `<input type="date">`
 * shows mm/dd/yyyy in an English browser). The form sees `YYYY-MM-DD` through a hidden input
 * that carries the field's name and the form library's ref; the text box the user types in
 * comes first in the form, so focusing the field by name lands on it.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  onBlur,
  ref,
  error,
  hint,
  required,
  ...limits
}: DateFieldProps) {
  // `control(name)` types the limits as string | number; dates are strings.
  const min = limits.min === undefined ? undefined : String(limits.min);
  const max = limits.max === undefined ? undefined : String(limits.max);
  const hidden = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(() => shown(value ?? ""));

  // A value set from outside (the form's defaults, a controlled parent) replaces the text
  // unless the text already means it.
  const formValue = value ?? hidden.current?.value ?? "";
  useEffect(() => {
    const current = value ?? hidden.current?.value ?? "";
    setText((typed) =>
      parseDateEs(typed) === current || typed === current ? typed : shown(current),
    );
  }, [value]);

  function change(typed: string) {
    setText(typed);
    const input = hidden.current;
    if (!input) return;
    input.value = typed.trim() === "" ? "" : (parseDateEs(typed) ?? typed.trim());
    onChange?.({
      target: input,
      currentTarget: input,
      type: "change",
    } as ChangeEvent<HTMLInputElement>);
  }

  const parsed = parseDateEs(text);
  const outOfRange =
    parsed !== null && ((min !== undefined && parsed < min) || (max !== undefined && parsed > max));
  const rangeError = outOfRange
    ? min && max
      ? `Elige una fecha entre el ${formatDateEs(min)} y el ${formatDateEs(max)}`
      : min
        ? `Elige una fecha desde el ${formatDateEs(min)}`
        : `Elige una fecha hasta el ${formatDateEs(max ?? "")}`
    : undefined;

  return (
    <Field
      label={label}
      error={error ?? rangeError}
      required={required}
      hint={
        <>
          Formato dd-mm-aaaa{hint ? ". " : "."}
          {hint}
        </>
      }
    >
      {(wiring) => (
        <>
          <Input
            {...wiring}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd-mm-aaaa"
            aria-required={required || undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
            onBlur={onBlur}
          />
          <input
            type="hidden"
            name={name}
            defaultValue={formValue}
            ref={(element) => {
              hidden.current = element;
              if (typeof ref === "function") ref(element);
              else if (ref) ref.current = element;
            }}
          />
        </>
      )}
    </Field>
  );
}
