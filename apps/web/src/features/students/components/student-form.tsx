import { formatRut, isMinorOn, type StudentData, studentInputSchema } from "@nova/domain";
import { useFieldArray } from "react-hook-form";
import { PersonFields } from "@/components/person-fields";
import { DateField } from "@/components/ui/date-field";
import { FormSection, RecordForm, type RecordFormProps } from "@/components/ui/form-page";
import { TextField } from "@/components/ui/input";
import type { Student } from "@/entities/student";
import { useStudioToday } from "@/lib/studio-today";
import { useValidatedForm } from "@/lib/use-validated-form";
import { type GuardianRowValues, StudentGuardiansFields } from "./student-guardians-fields";

/**
 * The nine fields of the form, as typed (every one a string; blanks become null on save), and
 * her guardians.
 */
export interface StudentFormValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  dni: string;
  email: string;
  phone: string;
  address: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  guardians: GuardianRowValues[];
}

const FIELDS = [
  "firstName",
  "lastName",
  "birthDate",
  "dni",
  "email",
  "phone",
  "address",
  "emergencyContactName",
  "emergencyContactPhone",
  "guardians",
] as const satisfies ReadonlyArray<keyof StudentFormValues>;

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  firstName: "",
  lastName: "",
  birthDate: "",
  dni: "",
  email: "",
  phone: "",
  address: "",
  emergencyContactName: "",
  emergencyContactPhone: "",
  guardians: [],
};

/** The form's values for an existing student (missing values as empty inputs). */
export function studentFormValues(student: Student): StudentFormValues {
  return {
    firstName: student.firstName,
    lastName: student.lastName,
    birthDate: student.birthDate ?? "",
    // Stored as "12345678-5", shown as everywhere else: "12.345.678-5".
    dni: student.dni ? formatRut(student.dni) : "",
    email: student.email ?? "",
    phone: student.phone ?? "",
    address: student.address ?? "",
    emergencyContactName: student.emergencyContactName ?? "",
    emergencyContactPhone: student.emergencyContactPhone ?? "",
    guardians: (student.guardians ?? []).map((g) => ({
      guardianId: g.id,
      pickedName: g.fullName,
      fullName: "",
      rut: "",
      phone: "",
      email: "",
      address: "",
      relationship: g.relationship,
      isPayer: g.isPayer,
    })),
  };
}

/** Its `onSubmit` gets the trimmed values. */
export type StudentFormProps = RecordFormProps<StudentFormValues, StudentData>;

export function StudentForm({
  defaultValues = EMPTY_STUDENT_FORM,
  onSubmit,
  ...screen
}: StudentFormProps) {
  const form = useValidatedForm(studentInputSchema, defaultValues);
  const {
    formControl,
    control,
    submit,
    watch,
    setValue,
    showSaveError,
    formState: { errors },
  } = form;
  const guardianRows = useFieldArray({ control: formControl, name: "guardians", keyName: "key" });
  const guardianValues = (watch("guardians") ?? []) as GuardianRowValues[];
  const birthDate = watch("birthDate");

  const save = submit(async (data) => {
    // An empty list that was empty already is not sent: "no guardians" and "keep them" agree.
    const { guardians, ...rest } = data;
    const unchangedEmpty = guardians?.length === 0 && defaultValues.guardians.length === 0;
    try {
      await onSubmit(unchangedEmpty || guardians === undefined ? rest : { ...rest, guardians });
    } catch (error) {
      showSaveError(error, FIELDS, "Error al guardar el estudiante");
    }
  });

  // A birth date cannot be after today in the studio's calendar (not the browser's zone).
  const { today } = useStudioToday();
  const isMinor =
    typeof birthDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(birthDate)
      ? isMinorOn(birthDate, today)
      : false;

  return (
    <RecordForm form={form} onSubmit={save} label="Datos del estudiante" screen={screen}>
      <FormSection legend="Datos personales">
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <PersonFields part="name" control={control} errors={errors} />
          <DateField
            label="Fecha de nacimiento"
            required
            error={errors.birthDate?.message}
            {...control("birthDate")}
            max={today}
          />
          <TextField
            label="RUT"
            // A non-breaking hyphen keeps the example whole on a phone.
            hint={"Con o sin puntos y guion (12.345.678\u20115); sin RUT, su pasaporte"}
            error={errors.dni?.message}
            {...control("dni")}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </FormSection>

      <FormSection legend="Contacto">
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <PersonFields part="contact" control={control} errors={errors} />
        </div>
      </FormSection>

      {/* min-w-0: a fieldset is as wide as its widest content, and the picker's rows truncate. */}
      <FormSection legend="Apoderados" className="min-w-0">
        <div className="mt-4">
          <StudentGuardiansFields
            rows={guardianRows.fields}
            append={(row) => guardianRows.append(row)}
            remove={(index) => guardianRows.remove(index)}
            values={guardianValues}
            register={(index, field) => control(`guardians.${index}.${field}`)}
            setPayer={(payer) => {
              for (const index of guardianValues.keys()) {
                setValue(`guardians.${index}.isPayer`, index === payer);
              }
            }}
            rowErrors={(index) => {
              const row = errors.guardians?.[index];
              return {
                fullName: row?.fullName?.message,
                rut: row?.rut?.message,
                phone: row?.phone?.message,
                email: row?.email?.message,
                address: row?.address?.message,
                relationship: row?.relationship?.message,
              };
            }}
            listError={errors.guardians?.message ?? errors.guardians?.root?.message}
            isMinor={isMinor}
          />
        </div>
      </FormSection>

      <FormSection legend="Contacto de emergencia">
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nombre del contacto"
            error={errors.emergencyContactName?.message}
            {...control("emergencyContactName")}
            autoComplete="off"
          />
          <TextField
            label="Teléfono del contacto"
            error={errors.emergencyContactPhone?.message}
            {...control("emergencyContactPhone")}
            type="tel"
            autoComplete="off"
          />
        </div>
      </FormSection>
    </RecordForm>
  );
}
