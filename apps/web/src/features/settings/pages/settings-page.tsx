import {
  addMonths,
  BACKUP_FREQUENCIES,
  BACKUP_FREQUENCY_LABELS,
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  FIRST_MONTH_POLICIES,
  FIRST_MONTH_POLICY_LABELS,
  formatCLP,
  formatInstantEs,
  MONTH_NAMES_ES,
  PAYMENT_METHOD_LABELS,
  ROUND_TO_VALUES,
  SETTINGS_PAYMENT_METHODS,
  type Settings,
  type SettingsInput,
  settingsSchema,
} from "@nova/domain";
import { Save } from "lucide-react";
import { type ComponentPropsWithRef, type ReactNode, useState } from "react";
import type { FieldErrors, Path } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField, TextareaField, TextField } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { Tabs } from "@/components/ui/tabs";
import { ActivityPanel } from "@/entities/audit";
import { isAdmin, useAuth } from "@/entities/session";
import { formatDecimal } from "@/lib/format";
import { revealFirstError } from "@/lib/reveal-field";
import { useBackupStatus, useSaveSettings, useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { useValidatedForm } from "@/lib/use-validated-form";
import { AttendanceSettings } from "../components/attendance-settings";
import { HonorariosSettings } from "../components/honorarios-settings";
import { OnlinePaymentsPanel } from "../components/online-payments-panel";
import { RetentionSettings } from "../components/retention-settings";
import { SitePanel } from "../components/site-panel";
import { TaxDocumentsPanel } from "../components/tax-documents-panel";
import { UsersPanel } from "../components/users-panel";

type Section =
  | "studio"
  | "site"
  | "payments"
  | "families"
  | "online"
  | "security"
  | "system"
  | "attendance"
  | "honorarios"
  | "privacy"
  | "activity"
  | "taxDocuments";

const TABS: Array<{ key: Section; label: string }> = [
  { key: "studio", label: "Información del estudio" },
  { key: "site", label: "Página pública" },
  { key: "payments", label: "Pagos" },
  { key: "families", label: "Familias" },
  { key: "online", label: "Pagos en línea" },
  { key: "taxDocuments", label: "Boletas (SII)" },
  { key: "security", label: "Usuarios y seguridad" },
  { key: "system", label: "Sistema" },
  { key: "attendance", label: "Asistencia" },
  { key: "honorarios", label: "Honorarios" },
  { key: "privacy", label: "Privacidad" },
  { key: "activity", label: "Actividad" },
];

/** Only the four sections the form edits (the server may add read-only facts beside them). */
function formValues(settings: Settings): Settings {
  return {
    studio: settings.studio,
    payments: settings.payments,
    security: settings.security,
    system: {
      backupFrequency: settings.system.backupFrequency,
      backupsToKeep: settings.system.backupsToKeep,
      notifications: settings.system.notifications,
      timeZone: settings.system.timeZone,
      firstMonth: settings.system.firstMonth,
    },
    // The 'Privacidad' tab (the notice itself: the 'Aviso de privacidad' page).
    privacy: settings.privacy,
    site: settings.site,
    // Edited on the 'Familias' tab; the server keeps the discount history.
    families: settings.families,
    attendance: settings.attendance,
    honorarios: settings.honorarios,
    // Edited and saved by its own tab (the secret key is write-only): left out when saving.
    onlinePayments: settings.onlinePayments,
    // 'Boletas (SII)' is saved by its own tab too (the issuer's API key is write-only).
    taxDocuments: settings.taxDocuments,
  };
}

export function SettingsPage() {
  const query = useSettings();
  return (
    <div>
      <title>Configuración · NOVA</title>
      <PageHeader
        title="Configuración"
        description="Datos del estudio, reglas de cobro, seguridad y sistema."
        actions={
          <Link to="/settings/privacy" className={buttonClasses({ variant: "secondary" })}>
            Aviso de privacidad
          </Link>
        }
      />
      {query.isPending ? (
        <LoadingState label="Cargando configuración" />
      ) : query.isError ? (
        <QueryErrorState title="Error al cargar la configuración" query={query} />
      ) : (
        <SettingsForm settings={query.data} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const admin = isAdmin(useAuth().user);
  const tabs = TABS.filter((t) => t.key !== "activity" || admin);
  // The tab is in the URL (`?tab=activity`) so a reload or a shared link opens the same one.
  const [params, setParams] = useSearchParams();
  const [tab, setSection] = useState<Section>(
    () => tabs.find((t) => t.key === params.get("tab"))?.key ?? "studio",
  );
  function setTab(next: Section) {
    setSection(next);
    setParams(next === "studio" ? {} : { tab: next }, { replace: true });
  }
  const save = useSaveSettings();
  const form = useValidatedForm<SettingsInput, Settings>(settingsSchema, formValues(settings));
  const {
    formRef,
    formControl,
    control,
    register,
    clearErrors,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);
  const firstMonthPolicy = form.watch("payments.firstMonthPolicy");
  const { month } = useStudioToday();
  const [discountsNow, setDiscountsNow] = useState(false);
  const billedMonths = (form.watch("families.billedMonths") ?? []) as number[];

  /** Number inputs: sent as numbers (an empty box is NaN, which the schema rejects). */
  function number(name: Path<SettingsInput>) {
    return register(name, { valueAsNumber: true, onChange: () => clearErrors(name) });
  }

  function onInvalid(fieldErrors: FieldErrors<SettingsInput>) {
    // The first section with an error is shown before its field gets focus: a control in a
    // hidden panel cannot be focused.
    const section = TABS.find((t) => t.key in fieldErrors)?.key;
    if (section) setTab(section);
    requestAnimationFrame(() => revealFirstError(formRef.current, fieldErrors));
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const {
        onlinePayments: _savedByItsTab,
        taxDocuments: _savedByItsOwnTab,
        ...sections
      } = values;
      // A change of the discounts applies from the month chosen (issue 36): by default the
      // next one, since this month's charges were already made.
      const discountsFrom = discountsNow ? month : addMonths(month, 1);
      const saved = await save.mutateAsync({
        ...sections,
        // The server reads discountsFrom from the patch and never stores it.
        families: Object.assign({}, sections.families, { discountsFrom }),
      });
      setDiscountsNow(false);
      reset(formValues(saved));
    } catch {
      // The mutation's toast ('Error al guardar la configuración') says why; values stay.
    }
  }, onInvalid);

  const panels: Record<Section, ReactNode> = {
    studio: (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nombre del estudio"
          required
          error={errors.studio?.name?.message}
          {...control("studio.name")}
        />
        <TextField
          label="Email de contacto"
          type="email"
          error={errors.studio?.email?.message}
          {...control("studio.email")}
        />
        <TextField
          label="Teléfono"
          type="tel"
          error={errors.studio?.phone?.message}
          {...control("studio.phone")}
        />
        <TextField
          label="RUT del estudio"
          hint="Se imprime en los comprobantes."
          error={errors.studio?.rut?.message}
          {...control("studio.rut")}
        />
        <TextField
          label="Sitio web"
          error={errors.studio?.website?.message}
          {...control("studio.website")}
        />
        <TextField
          label="Dirección"
          fieldClassName="sm:col-span-2"
          error={errors.studio?.address?.message}
          {...control("studio.address")}
        />
        <TextareaField
          label="Descripción"
          fieldClassName="sm:col-span-2"
          rows={4}
          error={errors.studio?.description?.message}
          {...control("studio.description")}
        />
        <TextField
          label="WhatsApp"
          hint="Número con código de país, por ejemplo 56912345678. Se usa en la página pública."
          error={errors.studio?.whatsapp?.message}
          {...control("studio.whatsapp")}
        />
        <TextField
          label="Instagram"
          hint="Usuario o dirección del perfil."
          error={errors.studio?.instagram?.message}
          {...control("studio.instagram")}
        />
        <TextField
          label="Búsqueda del mapa"
          fieldClassName="sm:col-span-2"
          hint="Lo que busca el mapa de la página pública; si queda vacío, se usa la dirección."
          error={errors.studio?.mapQuery?.message}
          {...control("studio.mapQuery")}
        />
      </div>
    ),
    payments: (
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
          <legend className="mb-2 text-sm font-medium text-ink">
            Primer mes de una inscripción
          </legend>
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
    ),
    families: (
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Descuento hermanos: segundo hijo (%)"
          type="number"
          min={0}
          max={100}
          required
          hint="Sobre la mensualidad del segundo hijo de un mismo responsable de pago."
          error={errors.families?.siblingSecondPercent?.message}
          {...number("families.siblingSecondPercent")}
        />
        <TextField
          label="Descuento hermanos: tercero y siguientes (%)"
          type="number"
          min={0}
          max={100}
          required
          error={errors.families?.siblingThirdPlusPercent?.message}
          {...number("families.siblingThirdPlusPercent")}
        />
        <TextField
          label="Descuento desde la segunda clase (%)"
          type="number"
          min={0}
          max={100}
          required
          hint="Para un mismo estudiante, desde su segunda clase."
          error={errors.families?.multiClassPercent?.message}
          {...number("families.multiClassPercent")}
        />
        <SelectField
          label="Un cambio de los descuentos rige desde"
          name="discountsFrom"
          value={discountsNow ? "this" : "next"}
          onChange={(e) => setDiscountsNow(e.target.value === "this")}
          hint="Lo ya cobrado no cambia: este mes cambia sus cobros, a propósito."
        >
          <option value="next">El próximo mes</option>
          <option value="this">Este mes</option>
        </SelectField>
        <SelectField
          label="Orden de los descuentos"
          required
          error={errors.families?.discountOrder?.message}
          {...control("families.discountOrder")}
        >
          <option value="sibling-first">Primero hermanos, luego varias clases</option>
          <option value="multi-class-first">Primero varias clases, luego hermanos</option>
        </SelectField>
        <div className="flex items-end pb-2 sm:col-span-2">
          <Checkbox
            label="Los descuentos se suman (si no, se aplica solo el primero)"
            {...control("families.discountsStack")}
          />
        </div>
        <p className="text-sm text-ink-muted sm:col-span-3">
          Un cambio en los descuentos rige desde el mes actual: los meses anteriores quedan como se
          cobraron.
        </p>
        <fieldset className="sm:col-span-3" data-field>
          <legend className="text-sm font-medium text-ink">Meses que se cobran (temporada)</legend>
          <div className="mt-2 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-4">
            {MONTH_NAMES_ES.map((name, index) => {
              const month = index + 1;
              return (
                <Checkbox
                  key={name}
                  label={name.charAt(0).toUpperCase() + name.slice(1)}
                  checked={billedMonths.includes(month)}
                  onChange={(e) => {
                    clearErrors("families.billedMonths");
                    const next = e.target.checked
                      ? [...billedMonths, month].sort((a, b) => a - b)
                      : billedMonths.filter((m) => m !== month);
                    form.setValue("families.billedMonths", next, { shouldDirty: true });
                  }}
                />
              );
            })}
          </div>
          {errors.families?.billedMonths && (
            <p className="mt-1.5 text-sm font-medium text-danger-text">
              {errors.families.billedMonths.message}
            </p>
          )}
        </fieldset>
        <TextField
          label="Matrícula anual (CLP)"
          type="number"
          min={0}
          required
          hint="0 si no se cobra. Se cobra una vez por temporada, al inscribirse."
          error={errors.families?.enrollmentFee?.message}
          {...number("families.enrollmentFee")}
        />
        <SelectField
          label="La matrícula se cobra"
          required
          error={errors.families?.enrollmentFeePer?.message}
          {...control("families.enrollmentFeePer")}
        >
          <option value="student">Por estudiante</option>
          <option value="family">Por familia</option>
        </SelectField>
      </div>
    ),
    security: (
      <>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Máximo de usuarios"
            type="number"
            min={1}
            max={20}
            required
            hint="Entre 1 y 20."
            error={errors.security?.maxUsers?.message}
            {...number("security.maxUsers")}
          />
          <TextField
            label="Duración de la sesión (horas)"
            type="number"
            min={1}
            max={168}
            required
            hint="Entre 1 y 168 horas (una semana)."
            error={errors.security?.sessionTimeoutHours?.message}
            {...number("security.sessionTimeoutHours")}
          />
          <Checkbox label="Exigir contraseñas seguras" {...control("security.strongPasswords")} />
        </div>
        <UsersPanel />
      </>
    ),
    system: (
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Frecuencia de respaldo"
          error={errors.system?.backupFrequency?.message}
          {...control("system.backupFrequency")}
        >
          {BACKUP_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {BACKUP_FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Zona horaria"
          hint="Define el día de hoy, los vencimientos y los cumpleaños. Por ejemplo America/Santiago."
          error={errors.system?.timeZone?.message}
          {...control("system.timeZone")}
        />
        <TextField
          label="Respaldos a conservar"
          type="number"
          min={1}
          max={365}
          required
          hint="Los respaldos más antiguos se eliminan."
          error={errors.system?.backupsToKeep?.message}
          {...number("system.backupsToKeep")}
        />
        <TextField
          label="Primer mes del estudio (AAAA-MM)"
          placeholder="2024-03"
          hint="Las inscripciones y asignaciones no pueden comenzar antes. Vacío: 24 meses atrás."
          error={errors.system?.firstMonth?.message}
          {...control("system.firstMonth")}
        />
        <Checkbox label="Notificaciones activadas" {...control("system.notifications")} />
        <LastBackup timeZone={settings.system.timeZone} />
      </div>
    ),
    site: (
      <SitePanel control={control} errors={errors} watch={form.watch} setValue={form.setValue} />
    ),
    attendance: (
      <AttendanceSettings
        formControl={formControl}
        control={control}
        number={number}
        errors={errors}
        checkbox={(props) => <Checkbox {...props} />}
      />
    ),
    honorarios: (
      <HonorariosSettings
        control={control}
        checkbox={(props) => <Checkbox {...props} />}
        year={Number(month.slice(0, 4))}
      />
    ),
    privacy: <RetentionSettings control={control} number={number} errors={errors} />,
    online: tab === "online" && <OnlinePaymentsPanel settings={settings.onlinePayments} />,
    taxDocuments: tab === "taxDocuments" && <TaxDocumentsPanel settings={settings.taxDocuments} />,
    // Mounted only when open: it checks the whole audit chain.
    activity: admin && tab === "activity" && <ActivityPanel />,
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Card className="p-4 sm:p-6">
        <Tabs
          label="Secciones de la configuración"
          items={tabs.map((t) => ({ ...t, flagged: t.key in errors }))}
          selected={tab}
          onSelect={setTab}
          panels={panels}
          side
        />
        <div
          hidden={tab === "activity" || tab === "online" || tab === "taxDocuments"}
          className="mt-6 flex flex-wrap items-center justify-end gap-3 border-t border-line pt-4"
        >
          {isDirty && <p className="mr-auto text-sm text-ink-muted">Hay cambios sin guardar.</p>}
          <Button
            type="button"
            variant="secondary"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset()}
          >
            Descartar cambios
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {!isSubmitting && <Save className="size-4" aria-hidden="true" />}
            Guardar configuración
          </Button>
        </div>
      </Card>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title="Cambios sin guardar"
        description="Hay cambios en la configuración que no se han guardado. ¿Salir de todos modos y perderlos?"
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
}

function Checkbox({ label, ...props }: { label: string } & ComponentPropsWithRef<"input">) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" className="size-4 accent-accent" {...props} />
      {label}
    </label>
  );
}

/** When the server took its last backup, and its size. */
function LastBackup({ timeZone }: { timeZone: string }) {
  const status = useBackupStatus();
  const backup = status.data?.lastBackup;
  return (
    <div className="rounded-lg border border-line bg-surface-muted p-4 text-sm sm:col-span-2">
      <p className="font-medium text-ink">Último respaldo</p>
      {status.isPending ? (
        <p className="mt-1 text-ink-muted">Cargando…</p>
      ) : status.isError ? (
        <p className="mt-1 text-ink-muted">No se pudo consultar el último respaldo.</p>
      ) : backup ? (
        <p className="mt-1 text-ink">
          {formatInstantEs(backup.at, timeZone)}
          <span className="text-ink-muted"> · {formatBytes(backup.sizeBytes)}</span>
        </p>
      ) : (
        <p className="mt-1 text-ink-muted">Todavía no se ha tomado ningún respaldo.</p>
      )}
    </div>
  );
}

function formatBytes(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatDecimal(value)} ${units[unit]}`;
}
