import {
  CONSENT_METHOD_LABELS,
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  type ConsentResponse,
  formatDateEs,
  PURPOSE_LABELS,
} from "@nova/domain";
import { Download, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ListOrEmpty } from "@/components/list-or-empty";
import { Button } from "@/components/ui/button";
import { openWhileSet } from "@/components/ui/dialog";
import { labelledOptions, OptionsField } from "@/components/ui/options-field";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { usePermissions } from "@/entities/session";
import { getErrorMessage } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { exportPersonalData } from "../api/export-personal-data";

// What the privacy cards of a student (student page) and of a guardian (family page) share:
// the card and its loading states, the list of consents, the purpose and method choices, and
// the rights actions (export, erasure). Each section adds what only its subject has.

export const when = (iso: string) => formatDateEs(iso.slice(0, 10));

/**
 * The card "Privacidad y consentimientos" around what a query answers; for an erased subject,
 * `erased` says first what was kept of her.
 */
export function PrivacyCard<T>({
  query,
  erased,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  /** The note of a subject whose personal data were erased; null while they are held. */
  erased: (data: T) => string | null;
  children: (data: T) => ReactNode;
}) {
  return (
    <SectionCard
      title="Privacidad y consentimientos"
      icon={<ShieldCheck className="size-5 text-accent-text" aria-hidden="true" />}
    >
      {query.isPending ? (
        <p className="text-sm text-ink-muted" role="status">
          Cargando…
        </p>
      ) : query.isError || query.data === undefined ? (
        <p className="text-sm text-danger-text" role="alert">
          {getErrorMessage(query.error)}
        </p>
      ) : (
        <div className="space-y-5">
          <ErasedNote note={erased(query.data)} />
          {children(query.data)}
        </div>
      )}
    </SectionCard>
  );
}

function ErasedNote({ note }: { note: string | null }) {
  if (note === null) return null;
  return <p className="rounded-lg bg-canvas p-3 text-sm text-ink-muted">{note}</p>;
}

/** What the dialog that withdraws a consent is given: the consent, and its open state. */
interface WithdrawDialogProps {
  /** The consent being withdrawn (null while the dialog is closed). */
  consent: ConsentResponse | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Consents, each with who gave it and when, and a button to withdraw a live one, which opens
 * `withdrawDialog` (a student's asks who withdraws it; a guardian's, a confirmation).
 */
export function ConsentList({
  consents,
  label,
  empty,
  heading,
  details,
  withdrawDialog,
}: {
  consents: ConsentResponse[];
  label: string;
  empty: string;
  heading: (consent: ConsentResponse) => ReactNode;
  details: (consent: ConsentResponse) => ReactNode;
  withdrawDialog: (dialog: WithdrawDialogProps) => ReactNode;
}) {
  const [withdrawing, setWithdrawing] = useState<ConsentResponse | null>(null);
  return (
    <>
      <ListOrEmpty items={consents} empty={empty} className="space-y-2 text-sm" label={label}>
        {(c) => (
          <li key={c.id} className="rounded-lg border border-line p-3">
            <p className="font-medium text-ink">{heading(c)}</p>
            <p className="text-ink-muted">{details(c)}</p>
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
        )}
      </ListOrEmpty>
      {withdrawDialog({
        consent: withdrawing,
        ...openWhileSet(withdrawing, setWithdrawing),
      })}
    </>
  );
}

/**
 * The folded form that registers a consent: `lead` before the purpose and method choices (the
 * guardian picks the student), `children` after them (who gives it), then "Registrar".
 */
export function ConsentForm({
  summary,
  formRef,
  onSubmit,
  submitting,
  control,
  lead,
  children,
}: {
  summary: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  control: (name: "purpose" | "method") => UseFormRegisterReturn;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium text-ink">{summary}</summary>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        {lead}
        <OptionsField
          label="Finalidad"
          options={labelledOptions(CONSENT_PURPOSES, PURPOSE_LABELS)}
          {...control("purpose")}
        />
        <OptionsField
          label="Forma"
          options={labelledOptions(CONSENT_METHODS, CONSENT_METHOD_LABELS)}
          {...control("method")}
        />
        {children}
        <Button type="submit" size="sm" disabled={submitting}>
          Registrar
        </Button>
      </form>
    </details>
  );
}

/**
 * The rights actions of one subject (admins): her data's export as JSON or PDF and, while she
 * is not erased, her erasure after a reason (`more` adds the subject's own buttons). The
 * erasure's warning names her, her placeholder and `kept`, what survives her erasure.
 */
export function RightsActions({
  subject,
  anonymized,
  kept,
  onErase,
  more,
}: {
  subject: { kind: "students" | "guardians"; id: number; fullName: string };
  anonymized: boolean;
  kept: string;
  onErase: (reason: string) => Promise<unknown>;
  more?: ReactNode;
}) {
  const { admin } = usePermissions();
  const [erasing, setErasing] = useState(false);
  const download = (format: "json" | "pdf") =>
    exportPersonalData(subject.id, format, subject.kind).catch((error: unknown) =>
      notify.error(getErrorMessage(error, "No se pudo exportar")),
    );
  if (!admin) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => void download("json")} icon={Download}>
        Exportar datos (JSON)
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void download("pdf")} icon={Download}>
        Exportar datos (PDF)
      </Button>
      {!anonymized && (
        <>
          {more}
          <Button size="sm" variant="danger" onClick={() => setErasing(true)}>
            Eliminar datos personales
          </Button>
        </>
      )}
      <ReasonDialog
        open={erasing}
        onOpenChange={setErasing}
        title="Eliminar datos personales"
        description={`Los datos de ${subject.fullName} se reemplazan por "Persona eliminada #${subject.id}". ${kept} No se puede deshacer.`}
        confirmLabel="Eliminar datos personales"
        errorFallback="No se pudieron eliminar los datos personales"
        onConfirm={onErase}
      />
    </div>
  );
}
