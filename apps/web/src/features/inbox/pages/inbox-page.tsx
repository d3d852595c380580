import {
  formatCLP,
  formatDateEs,
  formatInstantEs,
  TRANSFER_NOTICE_STATUS_LABELS,
  type TransferNotice,
} from "@nova/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { QueryList, type QueryListProps } from "@/components/list-or-empty";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TitledPage } from "@/components/ui/page-header";
import { ReasonDialog, type ReasonDialogProps } from "@/components/ui/reason-dialog";
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
  ...list
}: { title: string } & Omit<QueryListProps<T>, "className" | "label">) {
  return (
    <SectionCard title={title}>
      <QueryList {...list} className="divide-y divide-line" label={title} />
    </SectionCard>
  );
}

/**
 * One row of an inbox card: what it is about, then what staff can do with it (or how it
 * ended). `wide` keeps at least 16rem for the text: on a phone the action goes under it.
 */
function InboxItem({
  action,
  wide = false,
  testId,
  children,
}: {
  action: ReactNode;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={testId}>
      <div className={wide ? "min-w-0 flex-1 basis-64" : "min-w-0"}>{children}</div>
      {action}
    </li>
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

/** A request staff answer with a note: a transfer rejected, a correction handled, a credit resolved. */
type Noted = Exclude<Pending, { kind: "confirm" } | null>;

/** The writes a note goes to, one per kind of noted request. */
interface NoteWrites {
  reject: ReturnType<typeof useRejectTransfer>;
  handle: ReturnType<typeof useHandleCorrection>;
  resolve: ReturnType<typeof useResolveCredit>;
}

/** What the note dialog of `p` asks and where its note is sent: one dialog, worded per kind. */
function noteDialogOf(
  p: Noted,
  writes: NoteWrites,
): Omit<ReasonDialogProps, "open" | "onOpenChange"> {
  switch (p.kind) {
    case "reject":
      return {
        title: "Rechazar aviso de transferencia",
        description: `${p.notice.guardianName} verá el motivo en su portal. No se registra ningún pago.`,
        confirmLabel: "Rechazar aviso",
        errorFallback: "Error al rechazar el aviso",
        onConfirm: (reason) => writes.reject.mutateAsync({ id: p.notice.id, reason }),
      };
    case "correction":
      return {
        title: "Marcar solicitud como atendida",
        description: `Corrija primero los datos de ${p.guardianName} en su ficha; anote aquí qué se hizo.`,
        label: "Qué se hizo",
        confirmLabel: "Marcar atendida",
        errorFallback: "Error al marcar la solicitud",
        onConfirm: (note) => writes.handle.mutateAsync({ id: p.id, note }),
      };
    case "credit":
      return {
        title: "Resolver saldo a favor",
        description: `Anote cómo se resolvió con ${p.guardianName} el saldo de ${formatCLP(p.amount)} (devolución, abono a otro mes…).`,
        label: "Cómo se resolvió",
        confirmLabel: "Marcar resuelto",
        errorFallback: "Error al resolver el saldo",
        onConfirm: (note) => writes.resolve.mutateAsync({ id: p.id, note }),
      };
  }
}

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
  const note =
    pending && pending.kind !== "confirm"
      ? noteDialogOf(pending, { reject, handle, resolve })
      : null;

  return (
    <TitledPage
      title="Bandeja de familias"
      description="Transferencias avisadas desde el portal, solicitudes de corrección de datos y pagos en línea con saldo a favor."
    >
      <div className="grid gap-5">
        <InboxList
          title="Avisos de transferencia"
          query={transfers}
          loadingLabel="Cargando los avisos"
          errorTitle="Error al cargar los avisos"
          empty="No hay avisos de transferencia."
        >
          {(n) => (
            <InboxItem
              key={n.id}
              testId="transfer-notice"
              action={
                n.status === "pending" ? (
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
                )
              }
            >
              <p className="font-medium text-ink">
                <FamilyLink item={n} /> · {formatCLP(n.amount)}
              </p>
              <p className="text-sm text-ink-muted">
                Transferido el {formatDateEs(n.transferDate)} · avisado el{" "}
                {formatInstantEs(n.createdAt, timeZone)}
                {n.note ? ` · “${n.note}”` : ""}
              </p>
              {n.rejectReason && <p className="text-sm text-ink-muted">Motivo: {n.rejectReason}</p>}
            </InboxItem>
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
            <InboxItem
              key={o.id}
              action={
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
              }
            >
              <p className="font-medium text-ink">
                <FamilyLink item={o} /> · saldo a favor {formatCLP(o.creditAmount)}
              </p>
              <p className="text-sm text-ink-muted">
                Pagó {formatCLP(o.amount)} con Flow (orden {o.gatewayOrder ?? o.commerceOrder})
                {o.paidAt ? ` el ${formatInstantEs(o.paidAt, timeZone)}` : ""} por meses que ya
                estaban pagados en caja.
              </p>
            </InboxItem>
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
            <InboxItem
              key={c.id}
              wide
              action={
                c.handledAt ? (
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
                )
              }
            >
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
            </InboxItem>
          )}
        </InboxList>
      </div>

      {pending?.kind === "confirm" && (
        <ConfirmTransferDialog notice={pending.notice} onOpenChange={close} />
      )}
      {note && <ReasonDialog open onOpenChange={close} {...note} />}
    </TitledPage>
  );
}
