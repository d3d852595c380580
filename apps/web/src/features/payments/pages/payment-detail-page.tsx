import {
  formatCLP,
  formatDateEs,
  formatMonthEs,
  paymentMethodLabel,
  todayInZone,
} from "@nova/domain";
import { useQuery } from "@tanstack/react-query";
import { FileText, MessageCircle, Receipt } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { DetailPage } from "@/components/ui/detail-header";
import { FactsCard } from "@/components/ui/facts-card";
import { type RecordKind, RecordPage } from "@/components/ui/record-page";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { RecordHistory } from "@/entities/audit";
import {
  ReceiptView,
  receiptQueryOptions,
  usePayerGuardianPhone,
  useReceipt,
  VoidPaymentButton,
} from "@/entities/payment";
import { AdminOnly } from "@/entities/session";
import { useStudentWaivers, waiverOf } from "@/entities/waiver";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { whatsappLink } from "@/lib/whatsapp";
import { usePayment } from "../api/get-payment";
import { usePaymentStudent } from "../api/get-students";
import type { Payment } from "../payment";
import { receiptLabel, receiptText } from "../receipt";

const PAYMENT: RecordKind<Payment> = {
  useRecord: usePayment,
  noun: "Pago",
  list: { to: "/payments", label: "Pagos" },
  loadError: "Error al cargar el detalle del pago",
};

const NOT_FOUND = {
  title: "Pago no encontrado",
  description: "No se encontraron datos del pago: no existe o fue eliminado.",
};

export function PaymentDetailPage() {
  return (
    <RecordPage kind={PAYMENT} notFound={NOT_FOUND}>
      {(payment) => <PaymentDetail payment={payment} />}
    </RecordPage>
  );
}

function PaymentDetail({ payment }: { payment: Payment }) {
  const navigate = useNavigate();
  const settings = useSettings();
  const studio = settings.data?.studio;
  const { timeZone } = useStudioToday();
  const waivers = useStudentWaivers(payment.studentId);
  const surchargeWaived = waiverOf(waivers.data, payment.paymentMonth) !== undefined;

  return (
    <DetailPage
      back={PAYMENT.list}
      title={`Pago de ${payment.studentName}`}
      documentTitle={`Pago ${receiptLabel(payment.receiptNumber)}`}
      badge={
        payment.isLatePayment ? (
          <Badge tone="warning">Pago tardío</Badge>
        ) : (
          <Badge tone="success">Pagado</Badge>
        )
      }
      details={<span>Comprobante {receiptLabel(payment.receiptNumber)}</span>}
      id={payment.id}
      actions={
        <>
          <ReceiptWhatsappButton
            payment={payment}
            studioName={studio?.name ?? "NOVA"}
            surchargeWaived={surchargeWaived}
          />
          {payment.receiptId != null && (
            <ButtonLink to={`/receipts/${payment.receiptId}`} icon={FileText} variant="secondary">
              Ver comprobante
            </ButtonLink>
          )}
          <AdminOnly>
            <VoidPaymentButton
              variant="secondary"
              line={{ ...payment, paymentId: payment.id }}
              onVoided={() =>
                navigate(payment.receiptId != null ? `/receipts/${payment.receiptId}` : "/payments")
              }
            />
          </AdminOnly>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-5">
        <div className="lg:col-span-3">
          {payment.receiptId != null && <PaymentReceiptCard receiptId={payment.receiptId} />}
        </div>
        <div className="space-y-5 lg:col-span-2 print:hidden">
          <FactsCard
            title="Detalle del pago"
            icon={Receipt}
            items={[
              { label: "Monto", value: formatCLP(payment.amount) },
              { label: "Fecha de pago", value: formatDateEs(payment.paymentDate) },
              { label: "Mes pagado", value: formatMonthEs(payment.paymentMonth) },
              {
                label: "Registrado el",
                value: formatDateEs(todayInZone(new Date(payment.createdAt), timeZone)),
              },
              { label: "Método", value: paymentMethodLabel(payment.paymentMethod) },
              { label: "Notas", value: payment.notes, empty: "Sin notas" },
              {
                label: "Estudiante",
                value: (
                  <FactLink to={`/students/${payment.studentId}`}>{payment.studentName}</FactLink>
                ),
              },
              {
                label: "Clase",
                value: <FactLink to={`/classes/${payment.classId}`}>{payment.className}</FactLink>,
              },
            ]}
          />
          <RecordHistory entity="payment" id={payment.id} />
        </div>
      </div>
    </DetailPage>
  );
}

/**
 * Opens WhatsApp to whoever paid (issue 36): the paying guardian named on the receipt, or the
 * student herself when she pays for herself (or the receipt names nobody); else says there is
 * no phone.
 */
function ReceiptWhatsappButton({
  payment,
  studioName,
  surchargeWaived,
}: {
  payment: Payment;
  studioName: string;
  surchargeWaived: boolean;
}) {
  const receipt = useQuery({
    ...receiptQueryOptions(payment.receiptId ?? 0),
    enabled: payment.receiptId != null,
  });
  const guardianId = receipt.data?.payer?.guardianId ?? null;
  const student = usePaymentStudent(payment.studentId);
  const guardianPhone = usePayerGuardianPhone(guardianId);
  const phone = guardianId != null ? guardianPhone.data : student.data?.phone;
  const pending =
    receipt.isPending || (guardianId != null ? guardianPhone.isPending : student.isPending);
  const link = whatsappLink(phone, receiptText(payment, studioName, surchargeWaived));
  if (link) {
    return (
      <WhatsAppLink href={link} className={buttonClasses({ variant: "secondary" })}>
        Enviar por WhatsApp
      </WhatsAppLink>
    );
  }
  return (
    <Button
      variant="secondary"
      icon={MessageCircle}
      loading={pending}
      onClick={() =>
        notify.warning(
          guardianId != null
            ? "Quien pagó no tiene un teléfono registrado para enviarle el comprobante"
            : "El estudiante no tiene un teléfono registrado para enviarle el comprobante",
        )
      }
    >
      Enviar por WhatsApp
    </Button>
  );
}

/**
 * The receipt this payment is a line of, as the receipt page prints it (every line of it: a
 * payment of two classes is one receipt). Every payment has one (migration 025 gave the older
 * payments a receipt each).
 */
function PaymentReceiptCard({ receiptId }: { receiptId: number }) {
  const receipt = useReceipt(receiptId);
  if (!receipt.data) return null;
  return <ReceiptView receipt={receipt.data} voidLines={false} />;
}

/** A fact that is another record (her student, its class), linked to that record's page. */
function FactLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-accent-text hover:underline">
      {children}
    </Link>
  );
}
