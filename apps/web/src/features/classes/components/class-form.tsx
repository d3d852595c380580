import {
  CLASS_STATUSES,
  CLASS_TYPE_LABELS,
  CLASS_TYPES,
  type ClassData,
  type ClassInput,
  classInputSchema,
  classStatusLabel,
  DAY_LABELS,
  DAYS_OF_WEEK,
  DEFAULT_DURATION_HOURS,
  DEFAULT_MAX_STUDENTS,
  DEFAULT_START_HOUR,
  DEFAULT_START_MINUTE,
  DURATION_OPTIONS,
  formatDurationEs,
  formatTime,
  type ScheduleInput,
  START_HOURS,
  START_MINUTES,
  sortSchedules,
} from "@nova/domain";
import { CalendarPlus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckboxCard } from "@/components/ui/checkbox-card";
import { FormSection, RecordForm, type RecordFormProps } from "@/components/ui/form-page";
import { TextareaField, TextField } from "@/components/ui/input";
import { type Option, optionsOf } from "@/components/ui/option-select";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { useValidatedForm } from "@/lib/use-validated-form";
import type { DanceClass } from "../class";

const FIELDS = [
  "name",
  "description",
  "type",
  "status",
  "price",
  "durationHours",
  "maxStudents",
  "level",
  "minAge",
  "maxAge",
  "showPrice",
  "schedules",
] as const;

/** The choices of numeric `values` (hours, minutes), each shown as `labelOf(value)`. */
function numberOptions(values: readonly number[], labelOf: (value: number) => string): Option[] {
  return values.map((value) => [String(value), labelOf(value)] as const);
}

// The form's fixed choices; "Tipo" may be left empty.
const TYPE_OPTIONS: Option[] = [
  ["", "Sin tipo"],
  ...labelledOptions(CLASS_TYPES, CLASS_TYPE_LABELS),
];
const STATUS_OPTIONS = optionsOf(CLASS_STATUSES, classStatusLabel);
const DURATION_CHOICES = numberOptions(DURATION_OPTIONS, formatDurationEs);
const DAY_OPTIONS = labelledOptions(DAYS_OF_WEEK, DAY_LABELS);
const HOUR_OPTIONS = numberOptions(START_HOURS, (hour) => formatTime(hour, 0).slice(0, 2));
const MINUTE_OPTIONS = numberOptions(START_MINUTES, (minute) => String(minute).padStart(2, "0"));
/** A schedule row's start time: its 'Hora' and 'Minuto' selects, alike but for these. */
const START_TIME_FIELDS = [
  { name: "startHour", label: "Hora", options: HOUR_OPTIONS },
  { name: "startMinute", label: "Minuto", options: MINUTE_OPTIONS },
] as const;

/** The class's price and its places: each required, a whole number of at least 1. */
const AMOUNT_FIELDS = [
  {
    name: "price",
    label: "Precio mensual (CLP)",
    hint: "Un precio nuevo rige desde el próximo mes: lo ya cobrado no cambia.",
  },
  { name: "maxStudents", label: "Cupo máximo", hint: undefined },
] as const;

/** The ages the class is for, on the public page: each end optional, in whole years. */
const AGE_FIELDS = [
  { name: "minAge", label: "Edad mínima (opcional)" },
  { name: "maxAge", label: "Edad máxima (opcional)" },
] as const;

/** A new schedule row: Monday at the default start (docs/product/contract-texts.md#class-form: 18:00). */
export const NEW_SCHEDULE_ROW = {
  dayOfWeek: "MONDAY",
  startHour: DEFAULT_START_HOUR,
  startMinute: DEFAULT_START_MINUTE,
} satisfies ScheduleInput;

export const EMPTY_CLASS_FORM = {
  name: "",
  description: "",
  type: null,
  status: "active",
  durationHours: DEFAULT_DURATION_HOURS,
  maxStudents: DEFAULT_MAX_STUDENTS,
  level: "",
  minAge: null,
  maxAge: null,
  showPrice: true,
  schedules: [NEW_SCHEDULE_ROW],
} satisfies Omit<ClassInput, "price">;

/**
 * The form's values for an existing class: every schedule it has, in week order, so that
 * saving without touching them keeps them exactly (the original app lost them on update).
 */
export function classFormValues(cls: DanceClass): ClassInput {
  return {
    name: cls.name,
    description: cls.description ?? "",
    type: cls.type,
    status: cls.status,
    price: cls.price,
    durationHours:
      DURATION_OPTIONS.find((hours) => hours === cls.durationHours) ?? DEFAULT_DURATION_HOURS,
    maxStudents: cls.maxStudents,
    level: cls.level ?? "",
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    showPrice: cls.showPrice,
    schedules: sortSchedules(cls.schedules).map(({ dayOfWeek, startHour, startMinute }) => ({
      dayOfWeek,
      startHour,
      startMinute,
    })),
  };
}

// Number inputs and selects hand over text: an empty one becomes NaN or null so that the
// schema answers with its own message instead of accepting 0.
const asNumber = (value: unknown) => (value === "" || value == null ? Number.NaN : Number(value));
const asNullable = (value: unknown) => (value === "" ? null : value);
// An optional number: empty means "not said" (null), anything else goes to the schema as a number.
const asOptionalNumber = (value: unknown) => (value === "" || value == null ? null : Number(value));

export type ClassFormProps = RecordFormProps<Partial<ClassInput>, ClassData>;

export function ClassForm({
  defaultValues = EMPTY_CLASS_FORM,
  onSubmit,
  ...screen
}: ClassFormProps) {
  const form = useValidatedForm(classInputSchema, defaultValues);
  const {
    formControl,
    control,
    submit,
    showSaveError,
    formState: { errors },
  } = form;
  const schedules = useFieldArray({ control: formControl, name: "schedules" });

  const save = submit(async (data) => {
    try {
      await onSubmit(data);
    } catch (error) {
      showSaveError(error, FIELDS, "Error al guardar la clase");
    }
  });

  const schedulesError = errors.schedules?.message ?? errors.schedules?.root?.message;

  return (
    <RecordForm form={form} onSubmit={save} label="Datos de la clase" screen={screen}>
      <Card className="p-5 sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nombre"
            required
            error={errors.name?.message}
            fieldClassName="sm:col-span-2"
            {...control("name")}
          />
          <TextareaField
            label="Descripción (opcional)"
            error={errors.description?.message}
            fieldClassName="sm:col-span-2"
            {...control("description")}
          />
          <OptionsField
            label="Tipo"
            error={errors.type?.message}
            options={TYPE_OPTIONS}
            {...control("type", { setValueAs: asNullable })}
          />
          <OptionsField
            label="Estado"
            error={errors.status?.message}
            options={STATUS_OPTIONS}
            {...control("status")}
          />
          {AMOUNT_FIELDS.map((field) => (
            <WholeNumberField
              key={field.name}
              label={field.label}
              required
              error={errors[field.name]?.message}
              hint={field.hint}
              min={1}
              {...control(field.name, { setValueAs: asNumber })}
            />
          ))}
          <OptionsField
            label="Duración"
            required
            error={errors.durationHours?.message}
            options={DURATION_CHOICES}
            {...control("durationHours", { setValueAs: asNumber })}
          />
        </div>
      </Card>

      <FormSection
        legend="Página pública"
        description="Lo que ve quien visita la página del estudio antes de pedir una clase de prueba."
      >
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          <TextField
            label="Nivel (opcional)"
            placeholder="Principiante, Intermedio…"
            error={errors.level?.message}
            {...control("level")}
          />
          {AGE_FIELDS.map((field) => (
            <WholeNumberField
              key={field.name}
              label={field.label}
              error={errors[field.name]?.message}
              min={0}
              max={99}
              {...control(field.name, { setValueAs: asOptionalNumber })}
            />
          ))}
        </div>
        <CheckboxCard
          className="mt-5"
          label="Mostrar el precio en la página pública"
          hint="Si no, la tarjeta de la clase invita a consultar el precio."
          {...control("showPrice")}
        />
      </FormSection>

      <FormSection
        legend="Horarios"
        description="Día y hora de inicio de cada clase de la semana; termina según la duración."
      >
        {schedulesError && (
          <p className="mt-3 text-sm font-medium text-danger-text" role="alert">
            {schedulesError}
          </p>
        )}
        <ol className="mt-4 space-y-3">
          {schedules.fields.map((row, index) => {
            const rowErrors = errors.schedules?.[index];
            const position = `horario ${index + 1}`;
            return (
              <li
                key={row.id}
                className="grid grid-cols-2 items-end gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
              >
                <OptionsField
                  label={`Día del ${position}`}
                  required
                  error={rowErrors?.dayOfWeek?.message}
                  fieldClassName="col-span-2 sm:col-span-1"
                  options={DAY_OPTIONS}
                  {...control(`schedules.${index}.dayOfWeek`)}
                />
                {START_TIME_FIELDS.map((field) => (
                  <OptionsField
                    key={field.name}
                    label={field.label}
                    aria-label={`${field.label} del ${position}`}
                    required
                    error={rowErrors?.[field.name]?.message}
                    options={field.options}
                    {...control(`schedules.${index}.${field.name}`, { setValueAs: asNumber })}
                  />
                ))}
                <Button
                  variant="ghost"
                  className="col-span-2 sm:col-span-1"
                  // At least one row remains (docs/product/screens.md#class-form).
                  disabled={schedules.fields.length === 1}
                  onClick={() => schedules.remove(index)}
                  aria-label={`Quitar ${position}`}
                  icon={Trash2}
                >
                  <span className="sm:sr-only">Quitar</span>
                </Button>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => schedules.append({ ...NEW_SCHEDULE_ROW })}
          icon={CalendarPlus}
        >
          Agregar horario
        </Button>
      </FormSection>
    </RecordForm>
  );
}
