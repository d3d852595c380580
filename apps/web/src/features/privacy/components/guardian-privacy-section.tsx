import {
  CONSENT_METHOD_LABELS,
  type GuardianConsentsResponse,
  guardianConsentInputSchema,
  PURPOSE_LABELS,
} from "@nova/domain";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OptionsField } from "@/components/ui/options-field";
import { getErrorMessage } from "@/lib/api-client";
import { useValidatedForm } from "@/lib/use-validated-form";
import {
  useAnonymizeGuardian,
  useGiveGuardianConsent,
  useGuardianConsents,
  useWithdrawGuardianConsent,
} from "../api/guardian-privacy";
import { ConsentForm, ConsentList, PrivacyCard, RightsActions, when } from "./privacy-parts";

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
  const anonymize = useAnonymizeGuardian(guardianId);
  return (
    <PrivacyCard
      query={consents}
      erased={(data) =>
        data.anonymized
          ? "Datos personales eliminados. Sus estudiantes y sus pagos se conservan."
          : null
      }
    >
      {(data) => (
        <>
          <GivenConsents guardianId={guardianId} data={data} />
          {!data.anonymized && data.students.length > 0 && (
            <GiveGuardianConsentForm guardianId={guardianId} students={data.students} />
          )}
          <RightsActions
            subject={{ kind: "guardians", id: guardianId, fullName }}
            anonymized={data.anonymized}
            kept="Sus estudiantes, sus pagos y recibos se conservan."
            onErase={(reason) => anonymize.mutateAsync(reason)}
          />
        </>
      )}
    </PrivacyCard>
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
  const names = new Map(data.students.map((s) => [s.studentId, s.name]));
  return (
    <ConsentList
      consents={data.consents}
      label="Consentimientos que dio"
      empty="No ha dado consentimientos registrados."
      heading={(c) => (
        <>
          {PURPOSE_LABELS[c.purpose]}
          <span className="font-normal text-ink-muted">
            {" "}
            · por {names.get(c.studentId) ?? `estudiante #${c.studentId}`}
          </span>
        </>
      )}
      details={(c) => (
        <>
          {when(c.givenAt)} · {CONSENT_METHOD_LABELS[c.method]} · aviso v{c.noticeVersion}
        </>
      )}
      withdrawDialog={({ consent, ...dialog }) => (
        <ConfirmDialog
          {...dialog}
          title="Retirar consentimiento"
          description="Lo retira el apoderado que lo dio. El uso que permitía se detiene de inmediato."
          confirmLabel="Retirar"
          pending={withdraw.isPending}
          error={withdraw.error ? getErrorMessage(withdraw.error) : null}
          onConfirm={() => {
            if (consent)
              withdraw.mutate(consent.id, { onSuccess: () => dialog.onOpenChange(false) });
          }}
        />
      )}
    />
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
    <ConsentForm
      summary="Registrar consentimiento por un estudiante"
      formRef={formRef}
      onSubmit={save}
      submitting={formState.isSubmitting}
      control={control}
      lead={
        <OptionsField
          label="Estudiante"
          options={students.map((s) => [String(s.studentId), s.name] as const)}
          error={formState.errors.studentId?.message}
          {...control("studentId", { valueAsNumber: true })}
        />
      }
    >
      <p className="text-sm text-ink-muted">
        Queda a su nombre, con su parentesco y la versión vigente del aviso de privacidad.
      </p>
    </ConsentForm>
  );
}
