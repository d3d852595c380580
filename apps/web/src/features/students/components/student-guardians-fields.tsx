import {
  GUARDIAN_RELATIONSHIP_LABELS,
  GUARDIAN_RELATIONSHIPS,
  type GuardianRelationship,
} from "@nova/domain";
import { Trash2, UserPlus } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { SelectField, TextField, type TextFieldProps } from "@/components/ui/input";
import { GuardianPicker } from "@/entities/family";

/** One guardian row of the student form: a picked guardian (by id) or a new one (her fields). */
export interface GuardianRowValues {
  guardianId?: number;
  /** The picked guardian's name, shown on her row (the schema does not send it). */
  pickedName?: string;
  fullName: string;
  rut: string;
  phone: string;
  email: string;
  address: string;
  relationship: GuardianRelationship;
  isPayer: boolean;
}

export const NEW_GUARDIAN_ROW: GuardianRowValues = {
  fullName: "",
  rut: "",
  phone: "",
  email: "",
  address: "",
  relationship: "madre",
  isPayer: false,
};

export type GuardianRowField = "fullName" | "rut" | "phone" | "email" | "address" | "relationship";

/** A new guardian's own fields, in the order the row shows them (a picked one brings hers). */
const NEW_GUARDIAN_FIELDS: {
  name: Exclude<GuardianRowField, "relationship">;
  label: string;
  input: Partial<TextFieldProps>;
}[] = [
  { name: "fullName", label: "Nombre completo", input: { required: true } },
  { name: "rut", label: "RUT", input: { hint: "12.345.678-5", spellCheck: false } },
  {
    name: "phone",
    label: "Teléfono",
    input: { required: true, hint: "+56 9 1234 5678", type: "tel" },
  },
  { name: "email", label: "Email", input: { type: "email", spellCheck: false } },
  { name: "address", label: "Dirección", input: { fieldClassName: "sm:col-span-2" } },
];

export interface StudentGuardiansFieldsProps {
  /** The rows' stable keys (useFieldArray's fields). */
  rows: readonly { key: string }[];
  append: (row: GuardianRowValues) => void;
  remove: (index: number) => void;
  /** The current values of the rows (watched), for the payer choice. */
  values: readonly GuardianRowValues[];
  register: (index: number, field: GuardianRowField) => UseFormRegisterReturn;
  setPayer: (index: number | null) => void;
  /** The message of each field of a row, if any. */
  rowErrors: (index: number) => Partial<Record<GuardianRowField, string>>;
  /** A message about the whole list (a minor without a guardian). */
  listError?: string | undefined;
  /** Whether the birth date typed makes the student a minor today. */
  isMinor: boolean;
}

/**
 * "Apoderados" of the student form: pick an existing guardian or write a new one, say how each
 * is related and which one pays. A minor needs one (the server says so too); an adult may pay
 * for herself.
 */
export function StudentGuardiansFields({
  rows,
  append,
  remove,
  values,
  register,
  setPayer,
  rowErrors: errorsOf,
  listError,
  isMinor,
}: StudentGuardiansFieldsProps) {
  const noPayer = !values.some((v) => v.isPayer);
  // The first guardian of a minor is her payer until another one is chosen.
  const add = (row: GuardianRowValues) =>
    append({ ...row, isPayer: values.length === 0 && isMinor ? true : row.isPayer });
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        {isMinor
          ? "Menor de edad: debe tener al menos un apoderado, y uno de ellos es el responsable de pago."
          : "Opcional para mayores de edad: sin responsable de pago, el estudiante paga por sí mismo."}
      </p>
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger-text" data-field>
          {listError}
        </p>
      )}
      {rows.length > 0 && (
        <ol className="space-y-4">
          {rows.map((row, index) => {
            const value = values[index];
            const rowErrors = errorsOf(index);
            const title = value?.pickedName ?? (value?.fullName || `Apoderado nuevo ${index + 1}`);
            return (
              <li key={row.key} className="rounded-lg border border-line p-4">
                <div className="mb-3 flex items-start justify-between gap-3">
                  <p className="font-medium text-ink">
                    {title}
                    {value?.guardianId === undefined && (
                      <span className="ml-2 text-sm font-normal text-ink-muted">(nuevo)</span>
                    )}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove(index)}
                    aria-label={`Quitar a ${title}`}
                    icon={Trash2}
                  >
                    <span className="sr-only sm:not-sr-only">Quitar</span>
                  </Button>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  {value?.guardianId === undefined &&
                    NEW_GUARDIAN_FIELDS.map(({ name, label, input }) => (
                      <TextField
                        key={name}
                        label={label}
                        error={rowErrors[name]}
                        {...register(index, name)}
                        autoComplete="off"
                        {...input}
                      />
                    ))}
                  <SelectField
                    label="Parentesco"
                    required
                    error={rowErrors.relationship}
                    {...register(index, "relationship")}
                  >
                    {GUARDIAN_RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {GUARDIAN_RELATIONSHIP_LABELS[r]}
                      </option>
                    ))}
                  </SelectField>
                  <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
                    <input
                      type="radio"
                      name="guardian-payer"
                      className="size-4 accent-accent"
                      checked={value?.isPayer ?? false}
                      onChange={() => setPayer(index)}
                    />
                    Responsable de pago
                  </label>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!isMinor && rows.length > 0 && (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name="guardian-payer"
            className="size-4 accent-accent"
            checked={noPayer}
            onChange={() => setPayer(null)}
          />
          El estudiante paga por sí mismo
        </label>
      )}
      <GuardianPicker
        excludeIds={values.flatMap((v) => (v.guardianId === undefined ? [] : [v.guardianId]))}
        onPick={(g) => add({ ...NEW_GUARDIAN_ROW, guardianId: g.id, pickedName: g.fullName })}
      />
      <Button variant="secondary" onClick={() => add({ ...NEW_GUARDIAN_ROW })} icon={UserPlus}>
        Nuevo apoderado
      </Button>
    </div>
  );
}
