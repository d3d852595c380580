import {
  formatCLP,
  formatDateEs,
  formatInstantEs,
  TRANSFER_NOTICE_STATUS_LABELS,
  type TransferNotice,
} from "@nova/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { useStudioToday } from "@/lib/studio-today";
import {
  useCorrectionRequests,
  useHandleCorrection,
  useOpenCredits,
  useRejectTransfer,
  useResolveCredit,
  useTransferNotices,
} from "../api/inbox";
import { ConfirmTransferDialog } from "../components/confirm-transfer-dialog";

/**
 * One of the inbox's cards: its query's spinner, error or empty text, else its items in a list
 * named like the card, each drawn by `children`.
 */
function InboxList<T>({
  title,
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorTitle: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <SectionCard title={title}>
      <QueryState
        query={query}
        loadingLabel={loadingLabel}
        errorTitle={errorTitle}
        isEmpty={(items) => items.length === 0}
        empty={<p className="text-sm text-ink-muted">{empty}</p>}
      >
        {(items) => (
          <ul className="divide-y divide-line" aria-label={title}>
            {items.map(children)}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The family a row is about, linked to its page. */
function FamilyLink({ item }: { item: { guardianId: number; guardianName: string } }) {
  return (
    <Link className="hover:underline" to={`/families/${item.guardianId}`}>
      {item.guardianName}
    </Link>
  );
}

/** A year back from `today`: how far the inbox looks for open online credits. */
function yearBefore(today: string) {
  return `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
}

type Pending =
  | { kind: "confirm"; notice: TransferNotice }
  | { kind: "reject"; notice: TransferNotice }
  | { kind: "correction"; id: number; guardianName: string }
  | { kind: "credit"; id: number; guardianName: string; amount: number }
  | null;

/**
 * `/bandeja`: what families sent from the portal and what online payments left to resolve:
 * transfers to confirm into a receipt or reject with a reason, requests to correct their data
 * (marked handled once staff corrected it) and Flow payments for months paid meanwhile at the
 * desk (a credit resolved with the family).
 */
export function InboxPage() {
  const { today, timeZone } = useStudioToday();
  const transfers = useTransferNotices();
  const corrections = useCorrectionRequests();
  const credits = useOpenCredits(yearBefore(today));
  const reject = useRejectTransfer();
  const handle = useHandleCorrection();
  const resolve = useResolveCredit();
  const [pending, setPending] = useState<Pending>(null);
  const close = (open: boolean) => {
    if (!open) setPending(null);
  };

  return (
    <section aria-labelledby="page-title">
      <title>Bandeja de familias · NOVA</title>
      <PageHeader
        title="Bandeja de familias"
        description="Transferencias avisadas desde el portal, solicitudes de corrección de datos y pagos en línea con saldo a favor."
      />
      <div className="grid gap-5">
        <InboxList
          title="Avisos de transferencia"
          query={transfers}
          loadingLabel="Cargando los avisos"
          errorTitle="Error al cargar los avisos"
          empty="No hay avisos de transferencia."
        >
          {(n) => (
            <li
              key={n.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="transfer-notice"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <FamilyLink item={n} /> · {formatCLP(n.amount)}
                </p>
                <p className="text-sm text-ink-muted">
                  Transferido el {formatDateEs(n.transferDate)} · avisado el{" "}
                  {formatInstantEs(n.createdAt, timeZone)}
                  {n.note ? ` · “${n.note}”` : ""}
                </p>
                {n.rejectReason && (
                  <p className="text-sm text-ink-muted">Motivo: {n.rejectReason}</p>
                )}
              </div>
              {n.status === "pending" ? (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => setPending({ kind: "confirm", notice: n })}>
                    Confirmar
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setPending({ kind: "reject", notice: n })}
                  >
                    Rechazar
                  </Button>
                </div>
              ) : (
                <div className="flex items-center gap-2">
                  <Badge tone={n.status === "confirmed" ? "success" : "neutral"}>
                    {TRANSFER_NOTICE_STATUS_LABELS[n.status]}
                  </Badge>
                  {n.receiptId && (
                    <Link
                      className="text-sm text-accent-text hover:underline"
                      to={`/receipts/${n.receiptId}`}
                    >
                      Ver comprobante
                    </Link>
                  )}
                </div>
              )}
            </li>
          )}
        </InboxList>

        <InboxList
          title="Pagos en línea con saldo a favor"
          query={credits}
          loadingLabel="Cargando los pagos en línea"
          errorTitle="Error al cargar los pagos en línea"
          empty="No hay saldos a favor por resolver."
        >
          {(o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  <FamilyLink item={o} /> · saldo a favor {formatCLP(o.creditAmount)}
                </p>
                <p className="text-sm text-ink-muted">
                  Pagó {formatCLP(o.amount)} con Flow (orden {o.gatewayOrder ?? o.commerceOrder})
                  {o.paidAt ? ` el ${formatInstantEs(o.paidAt, timeZone)}` : ""} por meses que ya
                  estaban pagados en caja.
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  setPending({
                    kind: "credit",
                    id: o.id,
                    guardianName: o.guardianName,
                    amount: o.creditAmount,
                  })
                }
              >
                Marcar resuelto
              </Button>
            </li>
          )}
        </InboxList>

        <InboxList
          title="Solicitudes de corrección de datos"
          query={corrections}
          loadingLabel="Cargando las solicitudes"
          errorTitle="Error al cargar las solicitudes"
          empty="No hay solicitudes de corrección."
        >
          {(c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              {/* At least 16rem of text: on a phone the button goes under the message. */}
              <div className="min-w-0 flex-1 basis-64">
                <p className="font-medium text-ink">
                  <FamilyLink item={c} />
                  <span className="font-normal text-ink-muted">
                    {" "}
                    · {formatInstantEs(c.createdAt, timeZone)}
                  </span>
                </p>
                <p className="whitespace-pre-line break-words text-sm text-ink">{c.message}</p>
                {c.handledAt && (
                  <p className="text-sm text-ink-muted">
                    Atendida por {c.handledBy ?? "—"} el {formatInstantEs(c.handledAt, timeZone)}
                    {c.handledNote ? `: ${c.handledNote}` : ""}
                  </p>
                )}
              </div>
              {c.handledAt ? (
                <Badge tone="success">Atendida</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    setPending({ kind: "correction", id: c.id, guardianName: c.guardianName })
                  }
                >
                  Marcar atendida
                </Button>
              )}
            </li>
          )}
        </InboxList>
      </div>

      {pending?.kind === "confirm" && (
        <ConfirmTransferDialog notice={pending.notice} onOpenChange={close} />
      )}
      <ReasonDialog
        open={pending?.kind === "reject"}
        onOpenChange={close}
        title="Rechazar aviso de transferencia"
        description={
          pending?.kind === "reject"
            ? `${pending.notice.guardianName} verá el motivo en su portal. No se registra ningún pago.`
            : ""
        }
        confirmLabel="Rechazar aviso"
        errorFallback="Error al rechazar el aviso"
        onConfirm={(reason) =>
          pending?.kind === "reject"
            ? reject.mutateAsync({ id: pending.notice.id, reason })
            : Promise.resolve()
        }
      />
      <ReasonDialog
        open={pending?.kind === "correction"}
        onOpenChange={close}
        title="Marcar solicitud como atendida"
        description={
          pending?.kind === "correction"
            ? `Corrija primero los datos de ${pending.guardianName} en su ficha; anote aquí qué se hizo.`
            : ""
        }
        label="Qué se hizo"
        confirmLabel="Marcar atendida"
        errorFallback="Error al marcar la solicitud"
        onConfirm={(note) =>
          pending?.kind === "correction"
            ? handle.mutateAsync({ id: pending.id, note })
            : Promise.resolve()
        }
      />
      <ReasonDialog
        open={pending?.kind === "credit"}
        onOpenChange={close}
        title="Resolver saldo a favor"
        description={
          pending?.kind === "credit"
            ? `Anote cómo se resolvió con ${pending.guardianName} el saldo de ${formatCLP(pending.amount)} (devolución, abono a otro mes…).`
            : ""
        }
        label="Cómo se resolvió"
        confirmLabel="Marcar resuelto"
        errorFallback="Error al resolver el saldo"
        onConfirm={(note) =>
          pending?.kind === "credit"
            ? resolve.mutateAsync({ id: pending.id, note })
            : Promise.resolve()
        }
      />
    </section>
  );
}
