import { formatCLP, VOIDED_LABEL } from "@nova/domain";
import type { ReactNode } from "react";
import { AdminOnly } from "@/entities/session";
import { cx } from "@/lib/class-names";

/** What a receipt line (a month or an enrollment fee) says about its own voiding. */
export interface VoidableLine {
  amount: number;
  voidedAt: string | null;
  voidedBy: number | null;
  voidReason: string | null;
}

/** "14-11-2026 16:05" from an ISO instant, in the browser's zone (the console's own desk). */
function dateTimeOf(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * One line of a printed receipt, a month or an enrollment fee: what it paid and how much, struck
 * through and marked ANULADO (when, by whom, why) once voided. One component, so both kinds of
 * line print and void alike.
 */
export function ReceiptLineItem({
  line,
  description,
  voidButton,
  nameOf,
}: {
  line: VoidableLine;
  description: ReactNode;
  /** The line's own 'Anular' (admins only, not printed); none where the page has its own. */
  voidButton: ReactNode;
  /** A user's name from their id, for who voided it. */
  nameOf: (id: number | null) => string;
}) {
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <span className={cx("min-w-0 text-ink", line.voidedAt && "line-through")}>
          {description}
        </span>
        <span className="flex items-center gap-2">
          <span
            className={cx("font-medium text-ink tabular-nums", line.voidedAt && "line-through")}
          >
            {formatCLP(line.amount)}
          </span>
          {voidButton && !line.voidedAt && (
            <AdminOnly>
              <span className="print:hidden">{voidButton}</span>
            </AdminOnly>
          )}
        </span>
      </div>
      {line.voidedAt && (
        <p className="mt-1 text-danger-text">
          <strong className="tracking-wide">{VOIDED_LABEL}</strong> el {dateTimeOf(line.voidedAt)}{" "}
          por {nameOf(line.voidedBy)}. Motivo: {line.voidReason ?? "—"}
        </p>
      )}
    </li>
  );
}
