import { SelectField, type SelectFieldProps } from "./input";
import { type Option, optionsOf } from "./option-select";

/**
 * `<SelectField>` of fixed choices, `options` as [value, label] (see `optionsOf`): for a
 * select registered in a form or held in state, where `OptionSelect` (a filter) does not fit.
 */
export function OptionsField({
  options,
  ...field
}: Omit<SelectFieldProps, "children"> & { options: readonly Option[] }) {
  return (
    <SelectField {...field}>
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}

/** The choices of `values` labelled from a table of labels (`PURPOSE_LABELS`, …). */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): Option[] {
  return optionsOf(values, (value) => labels[value]);
}
