import {
  canEnrollTrial,
  DAY_LABELS,
  dayOfWeekOf,
  formatDateLongEs,
  nextTrialStatuses,
  TRIAL_STATUS_LABELS,
  type TrialStatus,
} from "@nova/domain";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { notify } from "@/lib/toast";
import { whatsappLink } from "@/lib/whatsapp";
import type { TrialRequest } from "../api/get-trial-requests";
import { useUpdateTrialRequest } from "../api/update-trial-request";
import { EnrollTrialDialog } from "./enroll-trial-dialog";

const TONES: Record<TrialStatus, BadgeTone> = {
  NEW: "accent",
  CONTACTED: "info",
  SCHEDULED: "warning",
  ATTENDED: "success",
  NO_SHOW: "danger",
  ENROLLED: "success",
  DISCARDED: "neutral",
};

const sessionText = (date: string) => `${DAY_LABELS[dayOfWeekOf(date)]} ${formatDateLongEs(date)}`;

/** The prepared message: who writes, for which class and day. */
export function trialMessage(r: TrialRequest, studioName: string): string {
  const first = r.name.split(" ")[0] ?? r.name;
  const who = r.age < 18 && r.guardianName ? `${r.guardianName.split(" ")[0]}` : first;
  const forWhom = r.age < 18 ? ` para ${first}` : "";
  return r.waitlist
    ? `Hola ${who}, te escribimos de ${studioName}. Recibimos tu solicitud de lista de espera${forWhom} en ${r.className}. Te avisaremos apenas se libere un cupo.`
    : `Hola ${who}, te escribimos de ${studioName}. Recibimos tu solicitud de clase de prueba${forWhom} en ${r.className} el ${sessionText(r.sessionDate)}. ¿Te confirmamos la hora?`;
}

export function RequestCard({
  request: r,
  studioName,
}: {
  request: TrialRequest;
  studioName: string;
}) {
  const update = useUpdateTrialRequest();
  const [notes, setNotes] = useState(r.notes ?? "");
  const [discarding, setDiscarding] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  const minor = r.age < 18;
  const phone = minor && r.guardianPhone ? r.guardianPhone : r.phone;
  const whatsapp = whatsappLink(phone, trialMessage(r, studioName));
  const moves = nextTrialStatuses(r.status).filter((s) => s !== "DISCARDED");

  async function move(status: TrialStatus) {
    try {
      await update.mutateAsync({ id: r.id, change: { status } });
      notify.success(`Solicitud marcada como ${TRIAL_STATUS_LABELS[status]}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "No se pudo cambiar el estado");
    }
  }

  return (
    <li className="rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-ink">
            {r.name} <span className="font-normal text-ink-muted">· {r.age} años</span>
          </h2>
          <p className="text-sm text-ink-muted">
            {r.waitlist ? "Lista de espera" : "Clase de prueba"}: {r.className} ·{" "}
            {sessionText(r.sessionDate)}
          </p>
        </div>
        <Badge tone={TONES[r.status]}>{TRIAL_STATUS_LABELS[r.status]}</Badge>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-ink-muted">Teléfono:</dt>
          <dd className="text-ink">{r.phone}</dd>
        </div>
        {r.email && (
          <div className="flex min-w-0 gap-2">
            <dt className="text-ink-muted">Email:</dt>
            <dd className="truncate text-ink">{r.email}</dd>
          </div>
        )}
        {minor && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-ink-muted">Apoderado/a:</dt>
            <dd className="text-ink">
              {r.guardianName} · {r.guardianPhone}
            </dd>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-2">
          <dt className="text-ink-muted">Recibida:</dt>
          <dd className="text-ink">
            {formatDateLongEs(r.createdAt.slice(0, 10))} · aceptó el aviso de privacidad
            {r.privacyNoticeVersion === "0" ? " inicial" : `, versión ${r.privacyNoticeVersion}`}
          </dd>
        </div>
      </dl>
      {r.message && (
        <p className="mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink">“{r.message}”</p>
      )}
      {r.discardReason && r.status === "DISCARDED" && (
        <p className="mt-2 text-sm text-ink-muted">Motivo: {r.discardReason}</p>
      )}

      <div className="mt-3">
        <label htmlFor={`notes-${r.id}`} className="text-sm font-medium text-ink">
          Notas
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`notes-${r.id}`}
            className="h-9 min-w-0 flex-1 rounded-lg border border-line-strong/60 bg-surface px-3 text-sm text-ink"
            value={notes}
            maxLength={2000}
            onChange={(e) => setNotes(e.target.value)}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="h-9"
            disabled={notes === (r.notes ?? "") || update.isPending}
            onClick={() =>
              update
                .mutateAsync({ id: r.id, change: { notes: notes || null } })
                .then(() => notify.success("Notas guardadas"))
                .catch((e: unknown) =>
                  notify.error(e instanceof Error ? e.message : "No se pudieron guardar"),
                )
            }
          >
            Guardar
          </Button>
        </div>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {whatsapp && (
          <WhatsAppLink
            href={whatsapp}
            className={buttonClasses({ variant: "secondary", size: "sm" })}
          >
            WhatsApp
          </WhatsAppLink>
        )}
        {moves.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant="secondary"
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {status === "CONTACTED" && r.status === "DISCARDED"
              ? "Retomar"
              : `Marcar ${TRIAL_STATUS_LABELS[status]}`}
          </Button>
        ))}
        {canEnrollTrial(r.status) && (
          <Button type="button" size="sm" onClick={() => setEnrolling(true)} icon={UserPlus}>
            Inscribir
          </Button>
        )}
        {nextTrialStatuses(r.status).includes("DISCARDED") && (
          <Button type="button" size="sm" variant="ghost" onClick={() => setDiscarding(true)}>
            Descartar
          </Button>
        )}
      </div>

      <ReasonDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Descartar solicitud"
        description={`La solicitud de ${r.name} quedará como Descartada. Puede retomarla después.`}
        confirmLabel="Descartar"
        errorFallback="No se pudo descartar la solicitud"
        onConfirm={(reason) =>
          update.mutateAsync({ id: r.id, change: { status: "DISCARDED", discardReason: reason } })
        }
      />
      <EnrollTrialDialog
        request={{
          id: r.id,
          name: r.name,
          classId: r.classId,
          className: r.className,
          sessionDate: r.sessionDate,
          minor,
          guardianName: r.guardianName,
        }}
        open={enrolling}
        onOpenChange={setEnrolling}
      />
    </li>
  );
}
