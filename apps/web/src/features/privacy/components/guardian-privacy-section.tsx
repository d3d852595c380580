import {
  CONSENT_METHOD_LABELS,
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  type ConsentResponse,
  formatDateEs,
  type GuardianConsentsResponse,
  guardianConsentInputSchema,
  PURPOSE_LABELS,
} from "@nova/domain";
import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/input";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { usePermissions } from "@/features/auth";
import { getErrorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { exportPersonalData } from "../api/export-personal-data";
import {
  useAnonymizeGuardian,
  useGiveGuardianConsent,
  useGuardianConsents,
  useWithdrawGuardianConsent,
} from "../api/guardian-privacy";

const when = (iso: string) => formatDateEs(iso.slice(0, 10));

/**
 * The family page's privacy card: the consents the guardian gives for her students (a minor's
 * consent is her legal guardian's), and (admins) her data's export and erasure.
 */
export function GuardianPrivacySection({
  guardianId,
  fullName,
}: {
  guardianId: number;
  fullName: string;
}) {
  const consents = useGuardianConsents(guardianId);
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
          {consents.data.anonymized && (
            <p className="rounded-lg bg-canvas p-3 text-sm text-ink-muted">
              Datos personales eliminados. Sus estudiantes y sus pagos se conservan.
            </p>
          )}
          <GivenConsents guardianId={guardianId} data={consents.data} />
          {!consents.data.anonymized && consents.data.students.length > 0 && (
            <GiveGuardianConsentForm guardianId={guardianId} students={consents.data.students} />
          )}
          <GuardianRightsActions
            guardianId={guardianId}
            fullName={fullName}
            anonymized={consents.data.anonymized}
          />
        </div>
      )}
    </SectionCard>
  );
}

function GivenConsents({
  guardianId,
  data,
}: {
  guardianId: number;
  data: GuardianConsentsResponse;
}) {
  const withdraw = useWithdrawGuardianConsent(guardianId);
  const [withdrawing, setWithdrawing] = useState<ConsentResponse | null>(null);
  const names = new Map(data.students.map((s) => [s.studentId, s.name]));
  if (data.consents.length === 0)
    return <p className="text-sm text-ink-muted">No ha dado consentimientos registrados.</p>;
  return (
    <>
      <ul className="space-y-2 text-sm" aria-label="Consentimientos que dio">
        {data.consents.map((c) => (
          <li key={c.id} className="rounded-lg border border-line p-3">
            <p className="font-medium text-ink">
              {PURPOSE_LABELS[c.purpose]}
              <span className="font-normal text-ink-muted">
                {" "}
                · por {names.get(c.studentId) ?? `estudiante #${c.studentId}`}
              </span>
            </p>
            <p className="text-ink-muted">
              {when(c.givenAt)} · {CONSENT_METHOD_LABELS[c.method]} · aviso v{c.noticeVersion}
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
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Retirar consentimiento"
        description="Lo retira el apoderado que lo dio. El uso que permitía se detiene de inmediato."
        confirmLabel="Retirar"
        pending={withdraw.isPending}
        error={withdraw.error ? getErrorMessage(withdraw.error) : null}
        onConfirm={() => {
          if (withdrawing)
            withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) });
        }}
      />
    </>
  );
}

function GiveGuardianConsentForm({
  guardianId,
  students,
}: {
  guardianId: number;
  students: GuardianConsentsResponse["students"];
}) {
  const give = useGiveGuardianConsent(guardianId);
  const { formRef, control, submit, formState } = useValidatedForm(guardianConsentInputSchema, {
    studentId: students[0]?.studentId ?? 0,
    purpose: "photos",
    method: "paper",
  });
  const save = submit(async (input) => {
    await give.mutateAsync(input);
  });
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">
        Registrar consentimiento por un estudiante
      </summary>
      <form ref={formRef} onSubmit={save} noValidate className="mt-3 space-y-3">
        <SelectField
          label="Estudiante"
          error={formState.errors.studentId?.message}
          {...control("studentId", { valueAsNumber: true })}
        >
          {students.map((s) => (
            <option key={s.studentId} value={s.studentId}>
              {s.name}
            </option>
          ))}
        </SelectField>
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
        <p className="text-sm text-ink-muted">
          Queda a su nombre, con su parentesco y la versión vigente del aviso de privacidad.
        </p>
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          Registrar
        </Button>
      </form>
    </details>
  );
}

function GuardianRightsActions({
  guardianId,
  fullName,
  anonymized,
}: {
  guardianId: number;
  fullName: string;
  anonymized: boolean;
}) {
  const { admin } = usePermissions();
  const anonymize = useAnonymizeGuardian(guardianId);
  const [erasing, setErasing] = useState(false);
  const download = (format: "json" | "pdf") =>
    exportPersonalData(guardianId, format, "guardians").catch((error: unknown) =>
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
        <Button size="sm" variant="danger" onClick={() => setErasing(true)}>
          Eliminar datos personales
        </Button>
      )}
      <ReasonDialog
        open={erasing}
        onOpenChange={setErasing}
        title="Eliminar datos personales"
        description={`Los datos de ${fullName} se reemplazan por "Persona eliminada #${guardianId}". Sus estudiantes, sus pagos y recibos se conservan. No se puede deshacer.`}
        confirmLabel="Eliminar datos personales"
        errorFallback="No se pudieron eliminar los datos personales"
        onConfirm={(reason) => anonymize.mutateAsync(reason)}
      />
    </div>
  );
}
