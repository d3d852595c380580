import { UserRound } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import type { PaymentReminder } from "@/entities/report";
import { ReminderLink } from "@/entities/report";

/** "Quien paga: Daniela Pérez · +56 9 …": whom a debtor's reminder and receipt go to. */
export function payerLine(debtor: { payerName: string; payerPhone: string | null }): string {
  return `Quien paga: ${debtor.payerName} · ${debtor.payerPhone ?? "Sin teléfono"}`;
}

/**
 * What the desk does next about one student who owes, in the debt reports: take her payment,
 * open her page, or send the WhatsApp reminder to whoever pays for her (the server's, issue 36).
 */
export function DebtorLinks({
  studentId,
  studentName,
  reminder,
  payFirst = false,
}: {
  studentId: number;
  studentName: string;
  /** 'Registrar pago' as the row's main action (the outstanding report's). */
  payFirst?: boolean;
  /** Her payer's reminder (undefined while it loads). */
  reminder: PaymentReminder | undefined;
}) {
  return (
    <>
      <ButtonLink
        to={`/payments/new?student=${studentId}`}
        variant={payFirst ? "primary" : "secondary"}
        size="sm"
        aria-label={`Registrar pago de ${studentName}`}
      >
        Registrar pago
      </ButtonLink>
      <ButtonLink to={`/students/${studentId}`} icon={UserRound} variant="secondary" size="sm">
        Ver estudiante
      </ButtonLink>
      {reminder?.waUrl ? <ReminderLink reminder={reminder} /> : null}
    </>
  );
}
