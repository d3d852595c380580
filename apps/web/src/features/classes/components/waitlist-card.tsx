import { formatInstantEs, type WaitlistResponse } from "@nova/domain";
import { Hourglass, UserPlus, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { ROW_WHATSAPP_CLASSES, WhatsAppLink } from "@/components/whatsapp-link";
import type { TrialToEnroll } from "@/entities/student";
import { firstName, plural } from "@/lib/format";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { whatsappLink } from "@/lib/whatsapp";
import { useClassWaitlist, useWaitlistAction } from "../api/waitlist";
import { WaitlistAddForm } from "./waitlist-add-form";

type Entry = WaitlistResponse["entries"][number];

const STATES: Record<Entry["state"], { label: string; tone: "neutral" | "warning" | "danger" }> = {
  waiting: { label: "En espera", tone: "neutral" },
  offered: { label: "Cupo ofrecido", tone: "warning" },
  expired: { label: "Oferta vencida", tone: "danger" },
};

/** The offer, as the studio sends it on WhatsApp: the seat and until when it is held. */
export function seatOfferMessage(
  entry: Pick<Entry, "name">,
  className: string,
  studioName: string,
  heldUntil: string | null,
): string {
  const first = firstName(entry.name);
  const studio = studioName.trim() || "el estudio";
  const hold = heldUntil ? ` Te lo guardamos hasta el ${heldUntil}.` : "";
  return `Hola ${first}, te escribimos de ${studio}. Se liberó un cupo en ${className}.${hold} ¿Te inscribimos?`;
}

/**
 * The trial requests' enrolling dialog, open on `request` until `close` (put in by the app, so
 * that classes does not import the trial-requests feature).
 */
export type EnrollDialogSlot = (request: TrialToEnroll, close: () => void) => ReactNode;

/**
 * 'Lista de espera' of the class page: who waits, in order; when a seat is free the first is
 * suggested, offered on WhatsApp with a hold, and enrolled from her request ('Inscribir').
 */
export function WaitlistCard({
  classId,
  className,
  enrollDialog,
}: {
  classId: number;
  className: string;
  enrollDialog: EnrollDialogSlot;
}) {
  const query = useClassWaitlist(classId);
  const act = useWaitlistAction(classId);
  // The entry being enrolled: the same dialog as 'Solicitudes' (start date, guardian, preview).
  const [enrolling, setEnrolling] = useState<Entry | null>(null);
  const studioName = useSettings().data?.studio?.name ?? "";
  const { timeZone } = useStudioToday();

  async function run(entry: Entry, action: "offer" | "remove") {
    try {
      await act.mutateAsync({ entryId: entry.id, action });
      notify.success(
        action === "offer" ? `Cupo ofrecido a ${entry.name}` : `${entry.name} salió de la lista`,
      );
    } catch (error) {
      notify.error(error instanceof Error ? error.message : "No se pudo actualizar la lista");
    }
  }

  const data = query.data;
  const offered = data?.entries.filter((e) => e.state === "offered").length ?? 0;
  const free = (n: number) => plural(n, "cupo libre", "cupos libres");
  return (
    <SectionCard
      title="Lista de espera"
      icon={Hourglass}
      actions={
        data && (
          <span className="text-sm text-ink-muted">
            {data.seatsLeft === 0
              ? "Sin cupos libres"
              : offered > 0
                ? `${free(data.seatsLeft)}, ${offered === 1 ? "ofrecido" : `${offered} ofrecidos`}`
                : free(data.seatsLeft)}
          </span>
        )
      }
    >
      {query.isPending ? (
        <LoadingState label="Cargando lista de espera" />
      ) : query.isError ? (
        <QueryErrorState title="No se pudo cargar la lista de espera" query={query} />
      ) : !data || data.entries.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Nadie espera un cupo en esta clase. Cuando esté llena, la página pública ofrece anotarse
          en la lista de espera; también puede agregar a alguien aquí.
        </p>
      ) : (
        <ol className="divide-y divide-line" aria-label="Personas en lista de espera">
          {data.entries.map((entry) => {
            const suggested = data.suggestedId === entry.id;
            const heldUntil = entry.holdUntil ? formatInstantEs(entry.holdUntil, timeZone) : null;
            const offer = whatsappLink(
              entry.phone,
              seatOfferMessage(entry, className, studioName, heldUntil),
            );
            return (
              <li
                key={entry.id}
                className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-muted text-sm font-semibold text-ink tabular-nums">
                    {entry.position}
                  </span>
                  <div className="min-w-0">
                    <p className="font-medium break-words text-ink">
                      {entry.name}
                      {suggested && (
                        <Badge tone="success" className="ml-2">
                          Ofrecer el cupo libre
                        </Badge>
                      )}
                    </p>
                    {entry.guardianName && (
                      <p className="text-sm text-ink-muted">
                        Menor; apoderado: {entry.guardianName}
                      </p>
                    )}
                    <p className="text-sm text-ink-muted">
                      {entry.phone} ·{" "}
                      <Badge tone={STATES[entry.state].tone}>{STATES[entry.state].label}</Badge>
                      {entry.state === "offered" && heldUntil && ` hasta ${heldUntil}`}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
                  {suggested && (
                    <Button size="sm" disabled={act.isPending} onClick={() => run(entry, "offer")}>
                      Ofrecer cupo
                    </Button>
                  )}
                  {entry.state === "offered" && offer && (
                    <WhatsAppLink href={offer} className={ROW_WHATSAPP_CLASSES}>
                      WhatsApp
                      <span className="sr-only"> a {entry.name}</span>
                    </WhatsAppLink>
                  )}
                  {entry.trialRequestId !== null && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setEnrolling(entry)}
                      aria-label={`Inscribir a ${entry.name}`}
                      icon={UserPlus}
                    >
                      Inscribir
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={act.isPending}
                    onClick={() => run(entry, "remove")}
                    aria-label={`Quitar a ${entry.name} de la lista de espera`}
                    icon={X}
                  >
                    Quitar
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <WaitlistAddForm classId={classId} />
      {enrolling &&
        enrolling.trialRequestId !== null &&
        enrollDialog(
          {
            id: enrolling.trialRequestId,
            name: enrolling.name,
            classId,
            className,
            sessionDate: null,
            minor: enrolling.guardianName !== null,
            guardianName: enrolling.guardianName,
          },
          () => setEnrolling(null),
        )}
    </SectionCard>
  );
}
