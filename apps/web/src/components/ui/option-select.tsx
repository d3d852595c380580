import { SelectField, type SelectFieldProps } from "./input";

/** One choice of a select: the value it sends and the text it shows. */
export type Option = readonly [value: string, label: string];

/** The choices of `values`, each shown as `labelOf(value)`. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labelOf: (value: V) => string,
): Option[] {
  return values.map((value) => [value, labelOf(value)] as const);
}

/**
 * A select of fixed choices (a filter, a period): `all` first as the empty value when given
 * ("Todos los tipos"), then `options`. `onValueChange` gets the chosen value.
 */
export function OptionSelect({
  options,
  all,
  onValueChange,
  ...field
}: Omit<SelectFieldProps, "children" | "onChange"> & {
  options: readonly Option[];
  all?: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <SelectField {...field} onChange={(event) => onValueChange(event.target.value)}>
      {all !== undefined && <option value="">{all}</option>}
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
