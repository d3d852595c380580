import { isValidMonth, MONTH_NAMES_ES, parseMonth, toMonth } from "@nova/domain";
import { useStudioToday } from "@/lib/studio-today";
import { Field, type FieldProps, Select } from "./input";

/** How many years back the picker offers (the outstanding report covers 12 months). */
const YEARS_BACK = 5;

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase("es-CL") + text.slice(1);
}

/**
 * A month chooser in Spanish whatever the browser's language: a month-name select and a year
 * select (the native `<input type="month">` follows the browser and shows "November 2026" or
 * mm/yyyy in an English one). `value` and `onChange` speak `YYYY-MM`.
 */
export function MonthPicker({
  value,
  onChange,
  label,
  allowEmpty = false,
  emptyLabel = "Elegir mes",
  id,
  name,
  invalid = false,
  "aria-describedby": describedBy,
}: {
  /** `YYYY-MM`; "" for none when `allowEmpty`. */
  value: string;
  onChange: (month: string) => void;
  /** The group's accessible name ("Mes de pago"). */
  label: string;
  /** Offers `emptyLabel`, which reports "" (a screen with a "choose a month" state). */
  allowEmpty?: boolean;
  emptyLabel?: string;
  /** The month select's id and form name (a `<Field>`'s label and a failed submit find it). */
  id?: string;
  name?: string;
  invalid?: boolean;
  "aria-describedby"?: string;
}) {
  const today = parseMonth(useStudioToday().month);
  const valid = isValidMonth(value);
  const chosen = valid ? parseMonth(value) : today;
  const first = Math.min(chosen.year, today.year - YEARS_BACK);
  const last = Math.max(chosen.year, today.year + 1);
  const years = Array.from({ length: last - first + 1 }, (_, i) => last - i);

  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <div className="w-36">
        <Select
          aria-label="Mes"
          id={id}
          name={name}
          invalid={invalid}
          aria-describedby={describedBy}
          value={valid || !allowEmpty ? chosen.month : ""}
          onChange={(event) =>
            onChange(event.target.value ? toMonth(chosen.year, Number(event.target.value)) : "")
          }
          className="h-9"
        >
          {allowEmpty && <option value="">{emptyLabel}</option>}
          {MONTH_NAMES_ES.map((name, index) => (
            <option key={name} value={index + 1}>
              {capitalized(name)}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-24">
        <Select
          aria-label="Año"
          value={chosen.year}
          onChange={(event) => onChange(toMonth(Number(event.target.value), chosen.month))}
          className="h-9"
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </div>
    </fieldset>
  );
}

/** A `<MonthPicker>` as a form field: its label, hint and error wired like every other field. */
export function MonthPickerField({
  label,
  error,
  hint,
  required,
  className,
  ...picker
}: Omit<FieldProps, "children"> &
  Omit<Parameters<typeof MonthPicker>[0], "label" | "id" | "invalid" | "aria-describedby">) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(wiring) => <MonthPicker {...picker} {...wiring} label={label} />}
    </Field>
  );
}
