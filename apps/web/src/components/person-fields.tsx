import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/ui/input";

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
  if (part === "name") {
    return (
      <>
        <TextField
          label="Nombre"
          required
          error={errors.firstName?.message}
          {...control("firstName")}
          autoComplete="given-name"
        />
        <TextField
          label="Apellido"
          required
          error={errors.lastName?.message}
          {...control("lastName")}
          autoComplete="family-name"
        />
      </>
    );
  }
  return (
    <>
      <TextField
        label="Email"
        required={contactRequired}
        error={errors.email?.message}
        {...control("email")}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <TextField
        label="Teléfono"
        required={contactRequired}
        error={errors.phone?.message}
        {...control("phone")}
        type="tel"
        autoComplete="tel"
      />
      <TextField
        label={contactRequired ? "Dirección (opcional)" : "Dirección"}
        error={errors.address?.message}
        fieldClassName="sm:col-span-2"
        {...control("address")}
        autoComplete="street-address"
      />
    </>
  );
}
