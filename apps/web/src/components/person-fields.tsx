import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField, type TextFieldProps } from "@/components/ui/input";

/** The fields a student and a teacher share, named alike in both forms. */
export type PersonField = "firstName" | "lastName" | "email" | "phone" | "address";

export interface PersonFieldsProps {
  /** Which of the person's fields: the name pair, or e-mail, phone and address. */
  part: "name" | "contact";
  /** The form's `control` (useValidatedForm) for these fields. */
  control: (name: PersonField) => UseFormRegisterReturn;
  /** The form's errors; only these fields' messages are read. */
  errors: Partial<Record<PersonField, { message?: string } | undefined>>;
  /** E-mail and phone are required (a teacher's); the address then says "(opcional)". */
  contactRequired?: boolean;
}

/** One field of a part: the form's name for it, its label, and how its input is filled in. */
interface PersonFieldSpec {
  name: PersonField;
  label: string;
  required?: boolean;
  input: Partial<TextFieldProps>;
}

/** The fields of `part`, in the order the forms show them. */
function fieldsOf(part: PersonFieldsProps["part"], contactRequired: boolean): PersonFieldSpec[] {
  if (part === "name") {
    return [
      { name: "firstName", label: "Nombre", required: true, input: { autoComplete: "given-name" } },
      {
        name: "lastName",
        label: "Apellido",
        required: true,
        input: { autoComplete: "family-name" },
      },
    ];
  }
  return [
    {
      name: "email",
      label: "Email",
      required: contactRequired,
      input: { type: "email", autoComplete: "email", spellCheck: false },
    },
    {
      name: "phone",
      label: "Teléfono",
      required: contactRequired,
      input: { type: "tel", autoComplete: "tel" },
    },
    {
      name: "address",
      label: contactRequired ? "Dirección (opcional)" : "Dirección",
      input: { fieldClassName: "sm:col-span-2", autoComplete: "street-address" },
    },
  ];
}

/**
 * A person's name or contact fields, for the student and teacher forms. Rendered without a
 * wrapper so each form lays them out in its own grid (the address spans both columns).
 */
export function PersonFields({
  part,
  control,
  errors,
  contactRequired = false,
}: PersonFieldsProps) {
  return (
    <>
      {fieldsOf(part, contactRequired).map(({ name, label, required, input }) => (
        <TextField
          key={name}
          label={label}
          required={required}
          error={errors[name]?.message}
          {...control(name)}
          {...input}
        />
      ))}
    </>
  );
}
