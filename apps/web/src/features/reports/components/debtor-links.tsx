import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import type { PaymentReminder } from "@/entities/report";
import { ReminderLink } from "@/entities/report";

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
      <Link
        to={`/payments/new?student=${studentId}`}
        className={buttonClasses({ variant: payFirst ? "primary" : "secondary", size: "sm" })}
        aria-label={`Registrar pago de ${studentName}`}
      >
        Registrar pago
      </Link>
      <Link
        to={`/students/${studentId}`}
        className={buttonClasses({ variant: "secondary", size: "sm" })}
      >
        <UserRound className="size-4" aria-hidden="true" />
        Ver estudiante
      </Link>
      {reminder?.waUrl ? <ReminderLink reminder={reminder} /> : null}
    </>
  );
}
