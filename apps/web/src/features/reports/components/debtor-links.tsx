import { MessageCircle, UserRound } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";

/**
 * What the desk does next about one student who owes, in the debt reports: take her payment,
 * open her page, or send the WhatsApp reminder (when she has a phone to send it to).
 */
export function DebtorLinks({
  studentId,
  studentName,
  whatsapp,
  payFirst = false,
}: {
  studentId: number;
  studentName: string;
  /** 'Registrar pago' as the row's main action (the outstanding report's). */
  payFirst?: boolean;
  /** The reminder's wa.me link, or null when there is no phone. */
  whatsapp: string | null;
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
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          aria-label={`Recordar por WhatsApp a ${studentName}`}
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          WhatsApp
        </a>
      ) : null}
    </>
  );
}
