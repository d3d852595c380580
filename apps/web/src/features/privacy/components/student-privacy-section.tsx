import {
  CONSENT_METHOD_LABELS,
  type ConsentResponse,
  consentInputSchema,
  LEGAL_BASIS_LABELS,
  PURPOSE_LABELS,
} from "@nova/domain";
import { Stethoscope } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextareaField, TextField } from "@/components/ui/input";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { AdminOnly } from "@/entities/session";
import { getErrorMessage } from "@/lib/api-client";
import { useValidatedForm } from "@/lib/use-validated-form";
import {
  useAnonymizeStudent,
  useGiveConsent,
  useHealthNotes,
  useSetPrivacyFlags,
  useStudentConsents,
  useUpdateHealthNotes,
  useWithdrawConsent,
} from "../api/student-privacy";
import { ConsentForm, ConsentList, PrivacyCard, RightsActions, when } from "./privacy-parts";

/** The student page's privacy card: legal bases, consents, and (admins) the rights actions. */
export function StudentPrivacySection({
  studentId,
  fullName,
}: {
  studentId: number;
  fullName: string;
}) {
  const consents = useStudentConsents(studentId);
  const flags = useSetPrivacyFlags(studentId);
  const anonymize = useAnonymizeStudent();
  return (
    <PrivacyCard
      query={consents}
      erased={(data) =>
        data.anonymizedAt
          ? `Datos personales eliminados el ${when(data.anonymizedAt)}. Sus pagos se conservan.`
          : null
      }
    >
      {(data) => (
        <>
          <ul className="space-y-2 text-sm" aria-label="Finalidades y base legal">
            {data.purposes.map((p) => (
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
          <ConsentHistory studentId={studentId} consents={data.consents} />
          {!data.anonymizedAt && <GiveConsentForm studentId={studentId} />}
          {data.blocked && <Badge tone="warning">Bloqueado: fuera de listas y mensajes</Badge>}
          <AdminOnly>
            <HealthNotes studentId={studentId} />
            <RightsActions
              subject={{ kind: "students", id: studentId, fullName }}
              anonymized={data.anonymizedAt !== null}
              kept="Sus pagos, montos y recibos se conservan."
              onErase={(reason) => anonymize.mutateAsync({ studentId, reason })}
              more={
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => flags.mutate({ blocked: !data.blocked })}
                >
                  {data.blocked ? "Desbloquear" : "Bloquear"}
                </Button>
              }
            />
          </AdminOnly>
        </>
      )}
    </PrivacyCard>
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
  return (
    <ConsentList
      consents={consents}
      label="Consentimientos"
      empty="Sin consentimientos registrados."
      heading={(c) => PURPOSE_LABELS[c.purpose]}
      details={(c) => (
        <>
          {c.givenByName} ({c.givenByRelationship}) · {when(c.givenAt)} ·{" "}
          {CONSENT_METHOD_LABELS[c.method]} · aviso v{c.noticeVersion}
        </>
      )}
      withdrawDialog={({ consent, ...dialog }) => (
        <ReasonDialog
          {...dialog}
          title="Retirar consentimiento"
          description="El uso que permitía se detiene de inmediato."
          label="¿Quién lo retira?"
          confirmLabel="Retirar"
          errorFallback="No se pudo retirar el consentimiento"
          onConfirm={(name) =>
            withdraw.mutateAsync({
              consentId: consent?.id ?? 0,
              input: { method: "request", withdrawnByName: name },
            })
          }
        />
      )}
    />
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
    <ConsentForm
      summary="Registrar consentimiento"
      formRef={formRef}
      onSubmit={save}
      submitting={formState.isSubmitting}
      control={control}
    >
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
    </ConsentForm>
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
