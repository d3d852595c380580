import {
  bankDetailsLines,
  DAY_LABELS,
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  dueState,
  FEE_PAYER_LABELS,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  hasBankDetails,
  type PortalFamily,
  type PortalFamilyStatementResponse,
  TRANSFER_NOTICE_STATUS_LABELS,
  todayInZone,
} from "@nova/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paymentLineKey } from "@/entities/payment";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { usePortalCorrectionRequests, useSendCorrection } from "../api/correction-requests";
import { useCreatePortalPayment } from "../api/create-payment";
import { usePortalFamily } from "../api/get-family";
import { usePortalStatement } from "../api/get-statement";
import { useSendTransferNotice } from "../api/send-transfer-notice";
import { useLeavePortal, usePortalTransferNotices } from "../api/transfer-notices";
import { PortalAttendance } from "../components/portal-attendance";
import { PortalSection, PortalShell } from "../components/portal-shell";

/** `/portal`: the family's page, phone-first, speaking tú. */
export function PortalHomePage() {
  const family = usePortalFamily();
  const statement = usePortalStatement();
  if (family.isPending || statement.isPending) {
    return (
      <PortalShell title="Portal de la familia">
        <Spinner label="Cargando…" />
      </PortalShell>
    );
  }
  if (family.isError || statement.isError) {
    const ended = isApiError(family.error) && family.error.status === 401;
    return (
      <PortalShell title="Portal de la familia">
        <div role="alert" className="rounded-lg border border-border bg-card p-4">
          <h1 className="text-xl font-semibold">
            {ended ? "Tu acceso al portal terminó" : "No pudimos cargar tu portal"}
          </h1>
          <p className="mt-2">
            {ended
              ? "Pide al estudio un enlace nuevo por WhatsApp."
              : getErrorMessage(family.error ?? statement.error)}
          </p>
        </div>
      </PortalShell>
    );
  }
  return <Portal family={family.data} statement={statement.data} />;
}

function Portal({
  family,
  statement,
}: {
  family: PortalFamily;
  statement: PortalFamilyStatementResponse;
}) {
  const firstName = family.guardian.fullName.split(" ")[0];
  return (
    <PortalShell title={`${family.studio.name} · Portal de la familia`}>
      <p className="text-sm text-muted-foreground">{family.studio.name}</p>
      <h1 className="text-2xl font-bold">Hola, {firstName}</h1>
      <Owed family={family} statement={statement} />
      <PortalSection title="Clases y horarios">
        <ul className="space-y-3">
          {family.children.map((child) => (
            <li key={child.id}>
              <p className="font-medium">{child.fullName}</p>
              {child.classes.length === 0 ? (
                <p className="text-sm text-muted-foreground">Sin clases por ahora</p>
              ) : (
                <ul className="text-sm">
                  {child.classes.map((c) => (
                    <li key={c.classId}>
                      {c.name}:{" "}
                      {c.schedule
                        .map(
                          (s) => `${DAY_LABELS[s.dayOfWeek as DayOfWeek] ?? s.dayOfWeek} ${s.time}`,
                        )
                        .join(", ") || "horario por confirmar"}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </PortalSection>
      <PortalAttendance />
      <PortalSection title="Comprobantes">
        {statement.receipts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aún no tienes comprobantes.</p>
        ) : (
          <ul className="divide-y divide-border">
            {statement.receipts.map((r) => (
              <li key={r.id} className="flex items-center justify-between py-2">
                <span>
                  N° {r.number} · {formatDateEs(r.paymentDate)}
                </span>
                <Link
                  className="font-medium text-primary underline"
                  to={`/portal/comprobantes/${r.id}`}
                >
                  {formatCLP(r.liveTotal)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PortalSection>
      <PortalSection title="Contacto del estudio">
        {!(
          family.studio.address ||
          family.studio.phone ||
          family.studio.whatsapp ||
          family.studio.email
        ) && (
          <p className="text-sm text-muted-foreground">
            Escríbenos por el mismo WhatsApp por el que recibiste este enlace.
          </p>
        )}
        <ul className="text-sm">
          {family.studio.address && <li>{family.studio.address}</li>}
          {family.studio.phone && <li>Teléfono: {family.studio.phone}</li>}
          {family.studio.whatsapp && <li>WhatsApp: {family.studio.whatsapp}</li>}
          {family.studio.email && <li>Email: {family.studio.email}</li>}
        </ul>
      </PortalSection>
      <MyData family={family} />
      <LeavePortal />
    </PortalShell>
  );
}

function Owed({
  family,
  statement,
}: {
  family: PortalFamily;
  statement: PortalFamilyStatementResponse;
}) {
  const owed = statement.items.filter((i) => i.remainingAmount > 0);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(owed.map(paymentLineKey)));
  const payment = useCreatePortalPayment();
  // A month is a choice (a label around its checkbox) only when the family can pay online.
  const Row = family.payments.online ? "label" : "div";
  const total = owed
    .filter((i) => chosen.has(paymentLineKey(i)))
    .reduce((s, i) => s + i.remainingAmount, 0);
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <PortalSection title="Lo que debes">
      {owed.length === 0 ? (
        <p>¡Estás al día! No tienes pagos pendientes.</p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {owed.map((i) => (
              <li key={paymentLineKey(i)} className="py-2">
                <Row className="flex items-start gap-3">
                  {/* Months are chosen only to pay online; a transfer is matched by the studio. */}
                  {family.payments.online && (
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0"
                      checked={chosen.has(paymentLineKey(i))}
                      onChange={() => toggle(paymentLineKey(i))}
                    />
                  )}
                  <span className="flex-1">
                    <span className="block font-medium">
                      {i.studentName} · {formatMonthEs(i.paymentMonth)}
                    </span>
                    <span className="block text-sm text-muted-foreground">
                      {i.className} · {dueState(i.dueDate, statement.asOf).label}
                    </span>
                    {i.discounts.map((d) => (
                      <span key={d.label} className="block text-sm">
                        {d.label}: −{formatCLP(d.amount)}
                      </span>
                    ))}
                    {i.surcharge > 0 && (
                      <span className="block text-sm">
                        Recargo por atraso: {formatCLP(i.surcharge)}
                      </span>
                    )}
                    {i.paidAmount > 0 && (
                      <span className="block text-sm">Ya pagaste {formatCLP(i.paidAmount)}</span>
                    )}
                  </span>
                  <span className="font-semibold">{formatCLP(i.remainingAmount)}</span>
                </Row>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between text-lg font-semibold">
            <span>Total adeudado</span>
            <span>{formatCLP(statement.balance)}</span>
          </p>
          {family.payments.online ? (
            <div className="mt-3">
              <p className="text-sm text-muted-foreground">
                {FEE_PAYER_LABELS[family.payments.feePaidBy]}
              </p>
              <Button
                className="mt-2 w-full"
                size="lg"
                loading={payment.isPending}
                disabled={total === 0}
                onClick={() =>
                  payment.mutate(
                    owed
                      .filter((i) => chosen.has(paymentLineKey(i)))
                      .map((i) => ({
                        studentId: i.studentId,
                        classId: i.classId,
                        paymentMonth: i.paymentMonth,
                      })),
                  )
                }
              >
                Pagar {formatCLP(total)}
              </Button>
              {payment.isError && (
                <p role="alert" className="mt-2 text-sm text-destructive">
                  {getErrorMessage(payment.error)}
                </p>
              )}
            </div>
          ) : null}
          {/* Issue 36: a family may transfer also when the studio takes online payments. */}
          <TransferNotice family={family} />
        </>
      )}
    </PortalSection>
  );
}

function TransferNotice({ family }: { family: PortalFamily }) {
  const notice = useSendTransferNotice();
  const [date, setDate] = useState("");
  const [amount, setAmount] = useState("");
  return (
    <div className="mt-4">
      <h3 className="font-semibold">Paga por transferencia</h3>
      {hasBankDetails(family.payments.bank) ? (
        <ul className="text-sm" aria-label="Datos para transferir">
          {bankDetailsLines(family.payments.bank).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">Pide los datos de transferencia al estudio.</p>
      )}
      <MyTransferNotices />
      {notice.isSuccess ? (
        <p role="status" className="mt-2 font-medium">
          ¡Gracias! El estudio confirmará tu transferencia y verás el comprobante aquí.
        </p>
      ) : (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            notice.mutate({ transferDate: date, amount: Number(amount) });
          }}
        >
          <label className="grid gap-1 text-sm">
            Fecha de la transferencia
            <input
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2"
            />
          </label>
          <label className="grid gap-1 text-sm">
            Monto transferido
            <input
              inputMode="numeric"
              required
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ""))}
              className="rounded-md border border-input bg-background px-3 py-2"
            />
          </label>
          <Button type="submit" loading={notice.isPending}>
            Avisar que transferí
          </Button>
          {notice.isError && (
            <p role="alert" className="text-sm text-destructive">
              {getErrorMessage(notice.error)}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

function MyData({ family }: { family: PortalFamily }) {
  const correction = useSendCorrection();
  const [message, setMessage] = useState("");
  const g = family.guardian;
  return (
    <PortalSection title="Tus datos">
      <ul className="text-sm">
        <li>{g.fullName}</li>
        <li>Teléfono: {g.phone}</li>
        {g.email && <li>Email: {g.email}</li>}
        {g.address && <li>Dirección: {g.address}</li>}
      </ul>
      <MyCorrectionRequests />
      {correction.isSuccess ? (
        <p role="status" className="mt-2 text-sm font-medium">
          Enviamos tu solicitud al estudio.
        </p>
      ) : (
        <form
          className="mt-3 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            correction.mutate(message);
          }}
        >
          <label className="grid gap-1 text-sm">
            ¿Hay algo que corregir?
            <textarea
              value={message}
              required
              minLength={3}
              onChange={(e) => setMessage(e.target.value)}
              className="rounded-md border border-input bg-background px-3 py-2"
            />
          </label>
          <Button type="submit" variant="secondary" loading={correction.isPending}>
            Pedir corrección
          </Button>
        </form>
      )}
    </PortalSection>
  );
}

/** What the family asked to correct, and what the studio did about it. */
function MyCorrectionRequests() {
  const requests = usePortalCorrectionRequests();
  return (
    <SentByFamily
      heading={<h3 className="text-sm font-semibold">Tus solicitudes de corrección</h3>}
      items={requests.data}
      // The day in Chile, not in UTC: a request sent at 22:00 is of that day.
      sent={(r) => formatDateEs(todayInZone(new Date(r.createdAt), DEFAULT_TIME_ZONE))}
      state={(r) => (r.handledAt ? "Atendida" : "Pendiente")}
      details={(r) => (
        <>
          <span className="block">{r.message}</span>
          {r.handledNote && (
            <span className="block text-muted-foreground">Respuesta: {r.handledNote}</span>
          )}
        </>
      )}
    />
  );
}

/** The family's transfer notices: what the studio confirmed, what waits, and why one was rejected. */
function MyTransferNotices() {
  const notices = usePortalTransferNotices();
  return (
    <SentByFamily
      heading={<h4 className="text-sm font-semibold">Tus avisos de transferencia</h4>}
      items={notices.data}
      sent={(n) => (
        <>
          {formatDateEs(n.transferDate)} · {formatCLP(n.amount)}
        </>
      )}
      state={(n) => TRANSFER_NOTICE_STATUS_LABELS[n.status]}
      details={(n) =>
        n.rejectReason && (
          <span className="block text-muted-foreground">Motivo: {n.rejectReason}</span>
        )
      }
    />
  );
}

/**
 * What the family sent from the portal (nothing while there is none): per item, when it was
 * sent and its state on one line, then its details.
 */
function SentByFamily<T extends { id: number }>({
  heading,
  items,
  sent,
  state,
  details,
}: {
  heading: ReactNode;
  items: T[] | undefined;
  sent: (item: T) => ReactNode;
  state: (item: T) => ReactNode;
  details: (item: T) => ReactNode;
}) {
  if (!items?.length) return null;
  return (
    <div className="mt-3">
      {heading}
      <ul className="mt-1 divide-y divide-border text-sm">
        {items.map((item) => (
          <li key={item.id} className="py-1.5">
            <span className="flex justify-between gap-3">
              <span>{sent(item)}</span>
              <span className="font-medium">{state(item)}</span>
            </span>
            {details(item)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Salir': ends the portal on this phone (a shared or lent phone). */
function LeavePortal() {
  const leave = useLeavePortal();
  return (
    <div className="mt-6 text-center">
      <Button variant="ghost" loading={leave.isPending} onClick={() => leave.mutate()}>
        Salir del portal en este teléfono
      </Button>
    </div>
  );
}
