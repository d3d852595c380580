import { buttonClasses } from "@/components/ui/button";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { cx } from "@/lib/class-names";
import type { PaymentReminder } from "../api/reminders";

/**
 * The WhatsApp reminder of a payer, as the server wrote it (issue 36): a link that opens her
 * chat with the text, or, with no usable phone, the text to copy. Nothing while loading.
 */
export function ReminderLink({
  reminder,
  className,
  wide = false,
}: {
  reminder: PaymentReminder | undefined;
  className?: string;
  /** Full width, below a card's main button (the student page). */
  wide?: boolean;
}) {
  if (!reminder) return null;
  if (reminder.waUrl) {
    return (
      <WhatsAppLink
        href={reminder.waUrl}
        className={buttonClasses({
          variant: "secondary",
          size: wide ? "md" : "sm",
          className: cx(wide && "w-full", className),
        })}
        aria-label={`Recordar por WhatsApp a ${reminder.payerName}`}
        title={reminder.text}
      >
        {wide ? `Recordar a ${reminder.payerName.split(" ")[0]} por WhatsApp` : "WhatsApp"}
      </WhatsAppLink>
    );
  }
  return (
    <ReminderText
      summary={`Sin teléfono de ${reminder.payerName}: ver recordatorio`}
      text={reminder.text}
      className={cx("w-full", className)}
      textClassName="text-left"
    />
  );
}

/** A reminder's text folded under `summary`, to copy by hand (one tap selects it all). */
export function ReminderText({
  summary,
  text,
  className,
  textClassName,
}: {
  summary: string;
  text: string;
  className?: string;
  textClassName?: string;
}) {
  return (
    <details className={cx("text-xs text-ink-muted", className)}>
      <summary className="cursor-pointer font-medium text-accent-text">{summary}</summary>
      <p
        className={cx("mt-1 rounded-lg bg-surface-muted p-2 text-ink select-all", textClassName)}
        data-testid="reminder-text"
      >
        {text}
      </p>
    </details>
  );
}
