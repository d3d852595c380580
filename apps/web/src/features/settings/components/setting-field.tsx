import type { SettingsInput } from "@nova/domain";
import { type FieldError, get, type Path } from "react-hook-form";
import {
  type SelectFieldProps,
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from "@/components/ui/input";
import type { Option } from "@/components/ui/option-select";
import { OptionsField } from "@/components/ui/options-field";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

/** What the field's own name gives it: its value and its message are read at `name`. */
type Named<P> = { name: Path<SettingsInput> } & Omit<P, "name" | "error">;

/**
 * One input of the settings form as a tab lists it: where its value lives, its label, hint
 * and limits. A `type: "number"` input (and a select marked `numeric`) sends a number.
 */
export type SettingSpec =
  | ({ kind?: "text" } & Named<TextFieldProps>)
  | ({ kind: "textarea" } & Named<TextareaFieldProps>)
  | ({
      kind: "select";
      options: readonly Option[];
      numeric?: boolean;
    } & Named<Omit<SelectFieldProps, "children">>)
  | { kind: "checkbox"; name: Path<SettingsInput>; label: string };

/** A setting drawn from its spec, registered in the settings form and showing its message. */
export function SettingField({ fields, spec }: { fields: SettingsFields; spec: SettingSpec }) {
  const error = get<typeof fields.errors, FieldError | undefined>(
    fields.errors,
    spec.name,
  )?.message;
  switch (spec.kind) {
    case "checkbox":
      return <Checkbox label={spec.label} {...fields.control(spec.name)} />;
    case "textarea": {
      const { kind: _, name, ...props } = spec;
      return <TextareaField {...props} error={error} {...fields.control(name)} />;
    }
    case "select": {
      const { kind: _, name, options, numeric, ...props } = spec;
      const register = numeric ? fields.number(name) : fields.control(name);
      return <OptionsField {...props} options={options} error={error} {...register} />;
    }
    default: {
      const { kind: _, name, ...props } = spec;
      const register = props.type === "number" ? fields.number(name) : fields.control(name);
      return <TextField {...props} error={error} {...register} />;
    }
  }
}

/** The settings of a list, in its order (a tab's grid, or a group inside it). */
export function SettingFieldList({
  fields,
  specs,
}: {
  fields: SettingsFields;
  specs: readonly SettingSpec[];
}) {
  return specs.map((spec) => <SettingField key={spec.name} fields={fields} spec={spec} />);
}

/** The message of a group of checkboxes (a fieldset), under its boxes. */
export function SettingGroupError({ message }: { message: string | undefined }) {
  return message ? <p className="mt-1.5 text-sm font-medium text-danger-text">{message}</p> : null;
}
