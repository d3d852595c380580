import { addMonths, type Settings, type SettingsInput, settingsSchema } from "@nova/domain";
import { Save } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { FieldErrors, Path } from "react-hook-form";
import { useSearchParams } from "react-router";
import { QueryPage } from "@/components/query-page";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Tabs } from "@/components/ui/tabs";
import { ActivityPanel } from "@/entities/audit";
import { isAdmin, useAuth } from "@/entities/session";
import { revealFirstError } from "@/lib/reveal-field";
import { useSaveSettings, useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { useUnsavedChanges } from "@/lib/use-unsaved-changes";
import { useValidatedForm } from "@/lib/use-validated-form";
import { AttendanceSettings } from "../components/attendance-settings";
import { FamiliesSettings } from "../components/families-settings";
import { HonorariosSettings } from "../components/honorarios-settings";
import { OnlinePaymentsPanel } from "../components/online-payments-panel";
import { PaymentsSettings } from "../components/payments-settings";
import { RetentionSettings } from "../components/retention-settings";
import { SecuritySettings } from "../components/security-settings";
import type { SettingsFields } from "../components/settings-fields";
import { SitePanel } from "../components/site-panel";
import { StudioSettings } from "../components/studio-settings";
import { SystemSettings } from "../components/system-settings";
import { TaxDocumentsPanel } from "../components/tax-documents-panel";

// The sections are the tabs' keys, listed once: `panels` below must then draw every tab.
const TABS = [
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
] as const;

type Section = (typeof TABS)[number]["key"];

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
    <QueryPage
      title="Configuración"
      description="Datos del estudio, reglas de cobro, seguridad y sistema."
      actions={
        <ButtonLink to="/settings/privacy" variant="secondary">
          Aviso de privacidad
        </ButtonLink>
      }
      query={query}
      loadingLabel="Cargando configuración"
      errorTitle="Error al cargar la configuración"
    >
      {(settings) => <SettingsForm settings={settings} />}
    </QueryPage>
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

  const fields: SettingsFields = { control, number, errors };

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
    studio: <StudioSettings {...fields} />,
    payments: <PaymentsSettings {...fields} firstMonthPolicy={firstMonthPolicy} />,
    families: (
      <FamiliesSettings
        {...fields}
        discountsNow={discountsNow}
        setDiscountsNow={setDiscountsNow}
        billedMonths={billedMonths}
        setBilledMonths={(next) => {
          clearErrors("families.billedMonths");
          form.setValue("families.billedMonths", next, { shouldDirty: true });
        }}
      />
    ),
    security: <SecuritySettings {...fields} />,
    system: <SystemSettings {...fields} timeZone={settings.system.timeZone} />,
    site: <SitePanel {...fields} watch={form.watch} setValue={form.setValue} />,
    attendance: <AttendanceSettings formControl={formControl} {...fields} />,
    honorarios: <HonorariosSettings control={control} year={Number(month.slice(0, 4))} />,
    privacy: <RetentionSettings {...fields} />,
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
