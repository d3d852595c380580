import { MessageCircle } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

/**
 * A link that opens WhatsApp (a `wa.me` address, often with the message already written) in a
 * new tab, marked with its icon; `children` is what it says after the icon. Often set as a
 * button (`className` from `buttonClasses`).
 */
export function WhatsAppLink({
  href,
  className,
  children,
  ...props
}: Omit<ComponentProps<"a">, "target" | "rel"> & {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      <MessageCircle className="size-4" aria-hidden="true" />
      {children}
    </a>
  );
}

/** The look of a WhatsApp link that stands beside a list row, as an outlined button. */
export const ROW_WHATSAPP_CLASSES =
  "inline-flex h-9 items-center gap-1.5 rounded-lg border border-line px-3 text-sm font-medium text-ink hover:bg-surface-muted";
