import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  FIRST_MONTH_POLICIES,
  FIRST_MONTH_POLICY_LABELS,
  type FirstMonthPolicy,
  formatCLP,
  PAYMENT_METHOD_LABELS,
  ROUND_TO_VALUES,
  SETTINGS_PAYMENT_METHODS,
} from "@nova/domain";
import { labelledOptions } from "@/components/ui/options-field";
import {
  SettingField,
  SettingFieldList,
  SettingGroupError,
  type SettingSpec,
} from "./setting-field";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

const DUE_FIELDS: SettingSpec[] = [
  {
    name: "payments.dueDay",
    label: "Día de vencimiento",
    type: "number",
    min: 1,
    max: 31,
    required: true,
    hint: "Entre 1 y 31; en meses más cortos, el último día.",
  },
  {
    name: "payments.lateFeePercentage",
    label: "Recargo por atraso (%)",
    type: "number",
    min: 0,
    max: 100,
    step: "any",
    required: true,
    hint: "Entre 0 y 100.",
  },
  {
    name: "payments.graceDays",
    label: "Días de gracia",
    type: "number",
    min: 0,
    max: 30,
    required: true,
    hint: "Entre 0 y 30, después del día de vencimiento.",
  },
];

const FIRST_MONTH_POLICY_FIELD: SettingSpec = {
  kind: "select",
  name: "payments.firstMonthPolicy",
  label: "Cobro del primer mes",
  required: true,
  options: labelledOptions(FIRST_MONTH_POLICIES, FIRST_MONTH_POLICY_LABELS),
};

/** Shown only while the first month's policy is "free". */
const FREE_FIRST_MONTH_FIELD: SettingSpec = {
  name: "payments.freeFirstMonthAfterDay",
  label: "Gratis si se inscribe después del día",
  type: "number",
  min: 1,
  max: 31,
  required: true,
  hint: "Desde ese día del mes, el primer mes no se cobra: se cobra desde el siguiente.",
};

const FIRST_MONTH_DUE_FIELD: SettingSpec = {
  name: "payments.firstMonthDueDays",
  label: "Días para pagar el primer mes",
  type: "number",
  min: 0,
  max: 60,
  required: true,
  hint: "Desde la fecha de inscripción, cuando vence después del día de vencimiento; sin recargo antes.",
};

const AMOUNT_FIELDS: SettingSpec[] = [
  {
    kind: "select",
    name: "payments.roundTo",
    label: "Redondear montos calculados a",
    numeric: true,
    required: true,
    hint: "Meses proporcionales, descuentos, becas y recargos (no hay monedas de $1 ni $5). Los precios escritos no cambian. Rige desde el próximo mes.",
    options: ROUND_TO_VALUES.map((value) => [String(value), formatCLP(value)] as const),
  },
  {
    name: "payments.fallbackClassPrice",
    label: "Precio por defecto de una clase (CLP)",
    type: "number",
    min: 1,
    required: true,
    hint: "Se usa cuando una clase no tiene precio.",
  },
];

const REMINDER_FIELDS: SettingSpec[] = [
  {
    name: "payments.reminderGreeting",
    label: "Saludo",
    hint: "Antes del nombre de quien paga. «Estimada/o» toma el género cuando se sabe (madre, padre).",
  },
  {
    kind: "textarea",
    name: "payments.reminderClosing",
    label: "Despedida",
    fieldClassName: "sm:col-span-2",
    hint: "Al final del mensaje; {estudio} se reemplaza por el nombre del estudio.",
  },
];

const PAYMENT_EMAIL_FIELD: SettingSpec = {
  name: "payments.paymentEmail",
  label: "Email para pagos",
  type: "email",
  fieldClassName: "sm:col-span-2",
};

// Issue 36: the account as fields, shown the same way in the portal, the WhatsApp statement
// and the receipts.
const BANK_FIELDS: SettingSpec[] = [
  { name: "payments.bank.bank", label: "Banco" },
  {
    kind: "select",
    name: "payments.bank.accountType",
    label: "Tipo de cuenta",
    options: [["", "Sin cuenta"], ...labelledOptions(BANK_ACCOUNT_TYPES, BANK_ACCOUNT_TYPE_LABELS)],
  },
  { name: "payments.bank.accountNumber", label: "Número de cuenta", inputMode: "numeric" },
  { name: "payments.bank.holder", label: "Titular" },
  { name: "payments.bank.holderRut", label: "RUT del titular" },
  { name: "payments.bank.email", label: "Email para avisar la transferencia", type: "email" },
  {
    kind: "textarea",
    name: "payments.bank.note",
    label: "Nota",
    fieldClassName: "sm:col-span-3",
    hint: "Lo que no cabe en los campos (una cuenta antigua escrita como texto queda aquí).",
  },
];

/**
 * The 'Pagos' tab: due day, late fee and grace, the methods taken, the first month of an
 * enrollment, rounding, the reminders' wording and the account for transfers.
 */
export function PaymentsSettings({
  firstMonthPolicy,
  ...fields
}: SettingsFields & {
  /** The policy being edited: the "free after day" field shows only for "free". */
  firstMonthPolicy: FirstMonthPolicy | undefined;
}) {
  const { control, errors } = fields;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SettingFieldList fields={fields} specs={DUE_FIELDS} />
      <fieldset className="sm:col-span-3" data-field>
        <legend className="text-sm font-medium text-ink">Métodos de pago aceptados</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {SETTINGS_PAYMENT_METHODS.map((method) => (
            <Checkbox
              key={method}
              value={method}
              label={PAYMENT_METHOD_LABELS[method]}
              {...control("payments.acceptedMethods")}
            />
          ))}
        </div>
        <SettingGroupError message={errors.payments?.acceptedMethods?.message} />
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3" data-field>
        <legend className="mb-2 text-sm font-medium text-ink">Primer mes de una inscripción</legend>
        <SettingFieldList
          fields={fields}
          specs={[
            FIRST_MONTH_POLICY_FIELD,
            ...(firstMonthPolicy === "free" ? [FREE_FIRST_MONTH_FIELD] : []),
            FIRST_MONTH_DUE_FIELD,
          ]}
        />
      </fieldset>
      <SettingFieldList fields={fields} specs={AMOUNT_FIELDS} />
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3" data-field>
        <legend className="mb-2 text-sm font-medium text-ink">Recordatorios de pago</legend>
        <SettingFieldList fields={fields} specs={REMINDER_FIELDS} />
      </fieldset>
      <SettingField fields={fields} spec={PAYMENT_EMAIL_FIELD} />
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-ink">Cuenta para transferencias</legend>
        <SettingFieldList fields={fields} specs={BANK_FIELDS} />
      </fieldset>
    </div>
  );
}
