import {
  CONSENT_METHOD_LABELS,
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  type ConsentResponse,
  consentInputSchema,
  formatDateEs,
  LEGAL_BASIS_LABELS,
  PURPOSE_LABELS,
} from "@nova/domain";
import { Download, ShieldCheck, Stethoscope } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField, TextareaField, TextField } from "@/components/ui/input";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { AdminOnly, usePermissions } from "@/features/auth";
import { getErrorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useAnonymizeStudent } from "../api/anonymize-student";
import { exportPersonalData } from "../api/export-personal-data";
import { useHealthNotes } from "../api/get-health-notes";
import { useStudentConsents } from "../api/get-student-consents";
import { useGiveConsent } from "../api/give-consent";
import { useSetPrivacyFlags } from "../api/set-privacy-flags";
import { useUpdateHealthNotes } from "../api/update-health-notes";
import { useWithdrawConsent } from "../api/withdraw-consent";

const when = (iso: string) => formatDateEs(iso.slice(0, 10));

/** The student page's privacy card: legal bases, consents, and (admins) the rights actions. */
export function StudentPrivacySection({
  studentId,
  fullName,
}: {
  studentId: number;
  fullName: string;
}) {
  const consents = useStudentConsents(studentId);
  return (
    <SectionCard
      title="Privacidad y consentimientos"
      icon={<ShieldCheck className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {consents.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          Cargando…
        </p>
      ) : consents.isError ? (
        <p className="text-sm text-danger-text" role="alert">
          {getErrorMessage(consents.error)}
        </p>
      ) : (
        <div className="space-y-5">
          {consents.data.anonymizedAt && (
            <p className="rounded-lg bg-canvas p-3 text-sm text-ink-muted">
              Datos personales eliminados el {when(consents.data.anonymizedAt)}. Sus pagos se
              conservan.
            </p>
          )}
          <ul className="space-y-2 text-sm" aria-label="Finalidades y base legal">
            {consents.data.purposes.map((p) => (
              <li key={p.purpose} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-ink">{PURPOSE_LABELS[p.purpose]}</span>
                <span className="flex items-center gap-2">
                  <span className="text-xs text-ink-muted">{LEGAL_BASIS_LABELS[p.legalBasis]}</span>
                  <Badge tone={p.active ? "success" : "neutral"}>
                    {p.active ? "Vigente" : "No"}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
          <ConsentHistory studentId={studentId} consents={consents.data.consents} />
          {!consents.data.anonymizedAt && <GiveConsentForm studentId={studentId} />}
          {consents.data.blocked && (
            <Badge tone="warning">Bloqueado: fuera de listas y mensajes</Badge>
          )}
          <AdminOnly>
            <HealthNotes studentId={studentId} />
            <RightsActions
              studentId={studentId}
              fullName={fullName}
              blocked={consents.data.blocked}
              anonymized={consents.data.anonymizedAt !== null}
            />
          </AdminOnly>
        </div>
      )}
    </SectionCard>
  );
}

function ConsentHistory({
  studentId,
  consents,
}: {
  studentId: number;
  consents: ConsentResponse[];
}) {
  const withdraw = useWithdrawConsent(studentId);
  const [withdrawing, setWithdrawing] = useState<ConsentResponse | null>(null);
  if (consents.length === 0)
    return <p className="text-sm text-ink-muted">Sin consentimientos registrados.</p>;
  return (
    <>
      <ul className="space-y-2 text-sm" aria-label="Consentimientos">
        {consents.map((c) => (
          <li key={c.id} className="rounded-lg border border-line p-3">
            <p className="font-medium text-ink">{PURPOSE_LABELS[c.purpose]}</p>
            <p className="text-ink-muted">
              {c.givenByName} ({c.givenByRelationship}) · {when(c.givenAt)} ·{" "}
              {CONSENT_METHOD_LABELS[c.method]} · aviso v{c.noticeVersion}
            </p>
            {c.withdrawnAt ? (
              <p className="text-ink-muted">Retirado el {when(c.withdrawnAt)}</p>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                className="mt-2"
                onClick={() => setWithdrawing(c)}
              >
                Retirar consentimiento
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Retirar consentimiento"
        description="El uso que permitía se detiene de inmediato."
        label="¿Quién lo retira?"
        confirmLabel="Retirar"
        errorFallback="No se pudo retirar el consentimiento"
        onConfirm={(name) =>
          withdraw.mutateAsync({
            consentId: withdrawing?.id ?? 0,
            input: { method: "request", withdrawnByName: name },
          })
        }
      />
    </>
  );
}

function GiveConsentForm({ studentId }: { studentId: number }) {
  const give = useGiveConsent(studentId);
  const { formRef, control, submit, reset, formState } = useValidatedForm(consentInputSchema, {
    purpose: "photos",
    method: "paper",
    givenByName: "",
    givenByRelationship: "",
  });
  const save = submit(async (input) => {
    await give.mutateAsync(input);
    reset();
  });
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        Registrar consentimiento
      </summary>
      <form ref={formRef} onSubmit={save} noValidate className="mt-3 space-y-3">
        <SelectField label="Finalidad" {...control("purpose")}>
          {CONSENT_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {PURPOSE_LABELS[p]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Forma" {...control("method")}>
          {CONSENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {CONSENT_METHOD_LABELS[m]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Quién lo da"
          error={formState.errors.givenByName?.message}
          {...control("givenByName")}
        />
        <TextField
          label="Relación con el estudiante"
          hint="titular, madre, padre, apoderado/a…"
          error={formState.errors.givenByRelationship?.message}
          {...control("givenByRelationship")}
        />
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          Registrar
        </Button>
      </form>
    </details>
  );
}

function HealthNotes({ studentId }: { studentId: number }) {
  const [shown, setShown] = useState(false);
  const notes = useHealthNotes(studentId, shown);
  const update = useUpdateHealthNotes(studentId);
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="rounded-lg border border-line p-3">
      <p className="flex items-center gap-2 text-sm font-medium text-ink">
        <Stethoscope className="size-4" aria-hidden="true" />
        Notas de salud
      </p>
      {!shown ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setShown(true)}>
          Mostrar notas de salud
        </Button>
      ) : notes.isPending ? (
        <p className="text-sm text-ink-muted">Cargando…</p>
      ) : notes.isError ? (
        <p className="text-sm text-danger-text">{getErrorMessage(notes.error)}</p>
      ) : (
        <form
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            const text = (draft ?? notes.data.healthNotes ?? "").trim();
            update.mutate(text === "" ? null : text);
          }}
        >
          <TextareaField
            label="Alergias, lesiones, indicaciones"
            hint="Dato sensible: lo ven solo la administración y sus profesoras; cada lectura queda registrada."
            value={draft ?? notes.data.healthNotes ?? ""}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={2000}
          />
          <Button type="submit" size="sm" disabled={update.isPending}>
            Guardar notas
          </Button>
        </form>
      )}
    </div>
  );
}

function RightsActions({
  studentId,
  fullName,
  blocked,
  anonymized,
}: {
  studentId: number;
  fullName: string;
  blocked: boolean;
  anonymized: boolean;
}) {
  const { admin } = usePermissions();
  const flags = useSetPrivacyFlags(studentId);
  const anonymize = useAnonymizeStudent();
  const [erasing, setErasing] = useState(false);
  const download = (format: "json" | "pdf") =>
    exportPersonalData(studentId, format).catch((error: unknown) =>
      notify.error(getErrorMessage(error, "No se pudo exportar")),
    );
  if (!admin) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => void download("json")}>
        <Download className="size-4" aria-hidden="true" />
        Exportar datos (JSON)
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void download("pdf")}>
        <Download className="size-4" aria-hidden="true" />
        Exportar datos (PDF)
      </Button>
      {!anonymized && (
        <>
          <Button size="sm" variant="secondary" onClick={() => flags.mutate({ blocked: !blocked })}>
            {blocked ? "Desbloquear" : "Bloquear"}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setErasing(true)}>
            Eliminar datos personales
          </Button>
        </>
      )}
      <ReasonDialog
        open={erasing}
        onOpenChange={setErasing}
        title="Eliminar datos personales"
        description={`Los datos de ${fullName} se reemplazan por "Persona eliminada #${studentId}". Sus pagos, montos y recibos se conservan. No se puede deshacer.`}
        confirmLabel="Eliminar datos personales"
        errorFallback="No se pudieron eliminar los datos personales"
        onConfirm={(reason) => anonymize.mutateAsync({ studentId, reason })}
      />
    </div>
  );
}
