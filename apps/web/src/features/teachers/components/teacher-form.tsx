import {
  compensationRatePercent,
  formatDateEs,
  formatRut,
  type TeacherData,
  type TeacherInput,
  teacherInputSchema,
} from "@nova/domain";
import { Crown } from "lucide-react";
import { PersonFields } from "@/components/person-fields";
import { Card } from "@/components/ui/card";
import { CheckboxCard } from "@/components/ui/checkbox-card";
import { DateField } from "@/components/ui/date-field";
import { RecordForm, type RecordFormProps } from "@/components/ui/form-page";
import { TextField } from "@/components/ui/input";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { isApiError } from "@/lib/api-client";
import { getToken, isTokenExpired } from "@/lib/session-token";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import type { Teacher } from "../teacher";

/** docs/product/contract-texts.md#teacher-form: the stored token had expired before saving. */
export const SESSION_EXPIRED_BEFORE_SAVE =
  "Sesión expirada. Por favor, cierra sesión e inicia sesión nuevamente.";
/** docs/product/contract-texts.md#session-errors: the save was refused with 403 and the session is gone. */
export const SESSION_EXPIRED_ON_SAVE = "Sesión expirada. Por favor, inicia sesión nuevamente.";
/** docs/product/contract-texts.md#session-errors: the save was refused with 403 without a message. */
export const FORBIDDEN_ON_SAVE = "Error 403: Acceso denegado al crear profesora";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "address",
  "rut",
  "isStudioOwner",
  "compensationPercent",
  "compensationFrom",
] as const;

/** An optional box left blank is "not sent" (the schema's optional), not an invalid value. */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

export const EMPTY_TEACHER_FORM = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: "",
  rut: "",
  isStudioOwner: false,
} satisfies TeacherInput;

/** The form's values for an existing teacher. */
export function teacherFormValues(teacher: Teacher): TeacherInput {
  return {
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: teacher.email,
    phone: teacher.phone,
    address: teacher.address ?? "",
    rut: teacher.rut ? formatRut(teacher.rut) : "",
    isStudioOwner: teacher.isStudioOwner,
  };
}

/** Its `onSubmit` gets the trimmed values (address null when empty). */
export interface TeacherFormProps extends RecordFormProps<TeacherInput, TeacherData> {
  /** Her rate now and since when (editing; admins only), said beside the rate box. */
  currentRate?: { percent: number; from: string | null } | undefined;
  /** Ends the session and leaves (after the "Sesión expirada" message). */
  onSessionExpired: () => void | Promise<void>;
}

export function TeacherForm({
  defaultValues = EMPTY_TEACHER_FORM,
  currentRate,
  onSubmit,
  onSessionExpired,
  ...screen
}: TeacherFormProps) {
  const form = useValidatedForm(teacherInputSchema, defaultValues);
  const {
    control,
    submit,
    showSaveError,
    formState: { errors },
  } = form;

  const save = submit(async (data) => {
    // docs/product/contract-texts.md#teacher-form: an expired session is caught before the request, not by a failed save.
    const token = getToken();
    if (!token || isTokenExpired(token)) {
      notify.error(SESSION_EXPIRED_BEFORE_SAVE);
      await onSessionExpired();
      return;
    }
    try {
      await onSubmit(data);
    } catch (error) {
      if (isApiError(error) && error.status === 403) {
        // docs/product/contract-texts.md#session-errors. A 403 that ended the session has already removed the token.
        if (!getToken()) {
          notify.error(SESSION_EXPIRED_ON_SAVE);
          await onSessionExpired();
        } else {
          notify.error(error.serverMessage ?? FORBIDDEN_ON_SAVE);
        }
        return;
      }
      showSaveError(error, FIELDS, "Error al guardar la profesora");
    }
  });

  return (
    <RecordForm form={form} onSubmit={save} label="Datos de la profesora" screen={screen}>
      <Card className="p-5 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields part="name" control={control} errors={errors} />
          <PersonFields part="contact" control={control} errors={errors} contactRequired />
        </div>

        <CheckboxCard
          className="mt-6"
          labelClassName="flex items-center gap-1.5 text-sm font-medium text-ink"
          label={
            <>
              <Crown className="size-4 text-warning-text" aria-hidden="true" />
              Es propietaria del estudio
            </>
          }
          hint={
            <>
              Por defecto, las propietarias reciben el {compensationRatePercent(true)}% de la
              compensación de sus clases; las instructoras, el {compensationRatePercent(false)}%.
            </>
          }
          {...control("isStudioOwner")}
        />
        <fieldset className="mt-6 grid gap-5 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-ink">Tasa de compensación</legend>
          <WholeNumberField
            label="Porcentaje de compensación"
            min={0}
            max={100}
            error={errors.compensationPercent?.message}
            hint={
              currentRate
                ? `Actual: ${currentRate.percent} %${currentRate.from ? ` desde el ${formatDateEs(currentRate.from)}` : ""}. Vacío: sin cambios (si cambia el rol, la del nuevo rol).`
                : "De 0 a 100. Vacío: la de su rol."
            }
            {...control("compensationPercent", { setValueAs: blankAsUnset })}
          />
          <DateField
            label="Vigente desde"
            error={errors.compensationFrom?.message}
            hint="Vacío: hoy. Rige todo ese mes y los siguientes; los meses anteriores conservan su tasa."
            {...control("compensationFrom", { setValueAs: blankAsUnset })}
          />
        </fieldset>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <TextField
            label="RUT"
            placeholder="12.345.678-5"
            autoComplete="off"
            error={errors.rut?.message}
            hint="Para sus boletas de honorarios y la declaración anual (DJ 1879)."
            {...control("rut")}
          />
        </div>
      </Card>
    </RecordForm>
  );
}
