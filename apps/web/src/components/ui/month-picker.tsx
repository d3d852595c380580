import { isValidMonth, MONTH_NAMES_ES, parseMonth, toMonth } from "@nova/domain";
import { useStudioToday } from "@/lib/studio-today";
import { Select } from "./input";

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
}: {
  /** `YYYY-MM`; "" for none when `allowEmpty`. */
  value: string;
  onChange: (month: string) => void;
  /** The group's accessible name ("Mes de pago"). */
  label: string;
  /** Offers "Elegir mes", which reports "" (a screen with a "choose a month" state). */
  allowEmpty?: boolean;
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
          value={valid || !allowEmpty ? chosen.month : ""}
          onChange={(event) =>
            onChange(event.target.value ? toMonth(chosen.year, Number(event.target.value)) : "")
          }
          className="h-9"
        >
          {allowEmpty && <option value="">Elegir mes</option>}
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
