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
import { SelectField, TextareaField, TextField } from "@/components/ui/input";
import { Checkbox } from "./settings-checkbox";
import type { SettingsFields } from "./settings-fields";

/**
 * The 'Pagos' tab: due day, late fee and grace, the methods taken, the first month of an
 * enrollment, rounding, the reminders' wording and the account for transfers.
 */
export function PaymentsSettings({
  control,
  number,
  errors,
  firstMonthPolicy,
}: SettingsFields & {
  /** The policy being edited: the "free after day" field shows only for "free". */
  firstMonthPolicy: FirstMonthPolicy | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label="Día de vencimiento"
        type="number"
        min={1}
        max={31}
        required
        hint="Entre 1 y 31; en meses más cortos, el último día."
        error={errors.payments?.dueDay?.message}
        {...number("payments.dueDay")}
      />
      <TextField
        label="Recargo por atraso (%)"
        type="number"
        min={0}
        max={100}
        step="any"
        required
        hint="Entre 0 y 100."
        error={errors.payments?.lateFeePercentage?.message}
        {...number("payments.lateFeePercentage")}
      />
      <TextField
        label="Días de gracia"
        type="number"
        min={0}
        max={30}
        required
        hint="Entre 0 y 30, después del día de vencimiento."
        error={errors.payments?.graceDays?.message}
        {...number("payments.graceDays")}
      />
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
        {errors.payments?.acceptedMethods && (
          <p className="mt-1.5 text-sm font-medium text-danger-text">
            {errors.payments.acceptedMethods.message}
          </p>
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3" data-field>
        <legend className="mb-2 text-sm font-medium text-ink">Primer mes de una inscripción</legend>
        <SelectField
          label="Cobro del primer mes"
          required
          error={errors.payments?.firstMonthPolicy?.message}
          {...control("payments.firstMonthPolicy")}
        >
          {FIRST_MONTH_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {FIRST_MONTH_POLICY_LABELS[policy]}
            </option>
          ))}
        </SelectField>
        {firstMonthPolicy === "free" && (
          <TextField
            label="Gratis si se inscribe después del día"
            type="number"
            min={1}
            max={31}
            required
            hint="Desde ese día del mes, el primer mes no se cobra: se cobra desde el siguiente."
            error={errors.payments?.freeFirstMonthAfterDay?.message}
            {...number("payments.freeFirstMonthAfterDay")}
          />
        )}
        <TextField
          label="Días para pagar el primer mes"
          type="number"
          min={0}
          max={60}
          required
          hint="Desde la fecha de inscripción, cuando vence después del día de vencimiento; sin recargo antes."
          error={errors.payments?.firstMonthDueDays?.message}
          {...number("payments.firstMonthDueDays")}
        />
      </fieldset>
      <SelectField
        label="Redondear montos calculados a"
        required
        hint="Meses proporcionales, descuentos, becas y recargos (no hay monedas de $1 ni $5). Los precios escritos no cambian. Rige desde el próximo mes."
        error={errors.payments?.roundTo?.message}
        {...number("payments.roundTo")}
      >
        {ROUND_TO_VALUES.map((value) => (
          <option key={value} value={value}>
            {formatCLP(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Precio por defecto de una clase (CLP)"
        type="number"
        min={1}
        required
        hint="Se usa cuando una clase no tiene precio."
        error={errors.payments?.fallbackClassPrice?.message}
        {...number("payments.fallbackClassPrice")}
      />
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3" data-field>
        <legend className="mb-2 text-sm font-medium text-ink">Recordatorios de pago</legend>
        <TextField
          label="Saludo"
          hint="Antes del nombre de quien paga. «Estimada/o» toma el género cuando se sabe (madre, padre)."
          error={errors.payments?.reminderGreeting?.message}
          {...control("payments.reminderGreeting")}
        />
        <TextareaField
          label="Despedida"
          fieldClassName="sm:col-span-2"
          hint="Al final del mensaje; {estudio} se reemplaza por el nombre del estudio."
          error={errors.payments?.reminderClosing?.message}
          {...control("payments.reminderClosing")}
        />
      </fieldset>
      <TextField
        label="Email para pagos"
        type="email"
        fieldClassName="sm:col-span-2"
        error={errors.payments?.paymentEmail?.message}
        {...control("payments.paymentEmail")}
      />
      {/* Issue 36: the account as fields, shown the same way in the portal, the WhatsApp
        statement and the receipts. */}
      <fieldset className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-ink">Cuenta para transferencias</legend>
        <TextField
          label="Banco"
          error={errors.payments?.bank?.bank?.message}
          {...control("payments.bank.bank")}
        />
        <SelectField
          label="Tipo de cuenta"
          error={errors.payments?.bank?.accountType?.message}
          {...control("payments.bank.accountType")}
        >
          <option value="">Sin cuenta</option>
          {BANK_ACCOUNT_TYPES.map((type) => (
            <option key={type} value={type}>
              {BANK_ACCOUNT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Número de cuenta"
          inputMode="numeric"
          error={errors.payments?.bank?.accountNumber?.message}
          {...control("payments.bank.accountNumber")}
        />
        <TextField
          label="Titular"
          error={errors.payments?.bank?.holder?.message}
          {...control("payments.bank.holder")}
        />
        <TextField
          label="RUT del titular"
          error={errors.payments?.bank?.holderRut?.message}
          {...control("payments.bank.holderRut")}
        />
        <TextField
          label="Email para avisar la transferencia"
          type="email"
          error={errors.payments?.bank?.email?.message}
          {...control("payments.bank.email")}
        />
        <TextareaField
          label="Nota"
          fieldClassName="sm:col-span-3"
          hint="Lo que no cabe en los campos (una cuenta antigua escrita como texto queda aquí)."
          error={errors.payments?.bank?.note?.message}
          {...control("payments.bank.note")}
        />
      </fieldset>
    </div>
  );
}
