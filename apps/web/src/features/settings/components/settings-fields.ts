import type { SettingsInput } from "@nova/domain";
import type { FieldErrors, Path, UseFormRegisterReturn } from "react-hook-form";

/** What a tab of the settings form registers its inputs with, and their messages (one form). */
export interface SettingsFields {
  /** `register` that clears the field's message on its first edit. */
  control: (name: Path<SettingsInput>) => UseFormRegisterReturn;
  /** The same for a number input: the value is sent as a number. */
  number: (name: Path<SettingsInput>) => UseFormRegisterReturn;
  errors: FieldErrors<SettingsInput>;
}
