import {
  type EnrollmentFeeOwedResponse,
  formatCLP,
  type PaymentMethod,
  type ReceiptInput,
} from "@nova/domain";
import { useEffect, useRef, useState } from "react";
import { isApiError, newIdempotencyKey } from "@/lib/api-client";
import { notify } from "@/lib/toast";
import { useCreateReceipt } from "./api/receipts";
import { paymentErrorMessage } from "./payment-error-message";
import {
  chosenFeeLines,
  chosenLines,
  mergeChoices,
  type PaymentLineChoice,
  type PaymentLineChoices,
  type PaymentLineOption,
} from "./payment-lines";
import { splitProblem, type TenderSplitState, tendersOf, withFirstAmount } from "./tenders";

/** The fields of a receipt the desk types, whatever form takes them. */
export type ReceiptFields = Pick<ReceiptInput, "paymentDate" | "notes" | "taxDocumentNumber"> & {
  paymentMethod: PaymentMethod;
};

/**
 * What a form that takes money at the desk keeps while it is filled: the lines ticked and their
 * amounts (months and enrollment fees), the split between two methods, the last failure's
 * message, and the Idempotency-Key of what was sent, kept until the content changes so that a
 * double click or a retry after a lost answer pays once. The payment form and the family's
 * payment dialog both take their receipt through it.
 */
export function useReceiptDraft(
  lines: PaymentLineOption[],
  fees: readonly EnrollmentFeeOwedResponse[],
) {
  const create = useCreateReceipt();
  const [choices, setChoices] = useState<PaymentLineChoices>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Part cash, part transfer on the same receipt (issue 36); null when paid one way.
  const [split, setSplit] = useState<TenderSplitState | null>(null);
  const sent = useRef<{ key: string; content: string } | null>(null);

  // New lines (another student, a month more in advance) keep what was already typed.
  useEffect(() => setChoices((previous) => mergeChoices(lines, previous)), [lines]);

  const months = chosenLines(lines, choices);
  const feesPicked = chosenFeeLines(fees, choices);
  const picked = {
    lines: months.lines,
    feeLines: feesPicked.lines,
    count: months.lines.length + feesPicked.lines.length,
    total: months.total + feesPicked.total,
    problems: { ...months.problems, ...feesPicked.problems },
  };

  // A total changed by the lines picked keeps the first amount typed: the second follows.
  useEffect(() => {
    setSplit((previous) =>
      previous && previous.firstAmount !== ""
        ? withFirstAmount(previous, previous.firstAmount, picked.total)
        : previous,
    );
  }, [picked.total]);

  const draft = {
    choices,
    setChoices,
    picked,
    split,
    failure,
    setFailure,
    pending: create.isPending,
    /** A line ticked or its amount typed: the last failure no longer holds. */
    choose(key: string, choice: PaymentLineChoice) {
      setFailure(null);
      setChoices((previous) => ({ ...previous, [key]: choice }));
    },
    changeSplit(next: TenderSplitState | null) {
      setFailure(null);
      setSplit(next);
    },
    /** Why the lines and the split may not be sent yet (`nothing` when none is picked). */
    problem(paymentMethod: PaymentMethod, nothing: string): string | null {
      if (Object.keys(picked.problems).length > 0) return "Revise los montos marcados en rojo";
      if (picked.count === 0) return nothing;
      return splitProblem(split, paymentMethod, picked.total);
    },
    /**
     * What both desk forms do on "Registrar pago": nothing while a receipt is on its way; a
     * payment date after `today` is the date's message, unfit lines the failure line; then the
     * receipt is sent and a toast says its total. A refusal is the failure line and a toast (a
     * closed day also the date's message), after `onRefused` (the form reloads what is owed).
     * Answers the receipt taken, or null.
     */
    async take(
      fields: ReceiptFields,
      options: {
        today: string;
        nothing: string;
        guardianId?: number;
        dateError: (message: string) => void;
        onRefused?: (error: unknown) => void;
      },
    ) {
      if (create.isPending) return null;
      if (fields.paymentDate > options.today) {
        options.dateError("La fecha de pago no puede ser posterior a hoy");
        return null;
      }
      const problem = draft.problem(fields.paymentMethod, options.nothing);
      if (problem) {
        setFailure(problem);
        return null;
      }
      try {
        const receipt = await draft.send(fields, options.guardianId);
        notify.success(`Pago de ${formatCLP(receipt.total)} procesado exitosamente`);
        return receipt;
      } catch (error) {
        options.onRefused?.(error);
        if (isApiError(error) && error.errorType === "DAY_CLOSED") {
          options.dateError("La caja de este día está cerrada");
        }
        const message = paymentErrorMessage(error);
        setFailure(message);
        notify.error(message);
        return null;
      }
    },
    /** POST /api/receipts of the fields and the lines picked, paid by `guardianId` if given. */
    send(fields: ReceiptFields, guardianId?: number) {
      const tenders = tendersOf(split, fields.paymentMethod);
      const body: ReceiptInput = {
        paymentDate: fields.paymentDate,
        ...(tenders ? { tenders } : { paymentMethod: fields.paymentMethod }),
        notes: fields.notes,
        taxDocumentNumber: fields.taxDocumentNumber,
        ...(guardianId === undefined ? {} : { guardianId }),
        lines: picked.lines,
        ...(picked.feeLines.length > 0 ? { enrollmentFeeLines: picked.feeLines } : {}),
      };
      const content = JSON.stringify(body);
      if (sent.current?.content !== content) sent.current = { key: newIdempotencyKey(), content };
      return create.mutateAsync({ body, idempotencyKey: sent.current.key });
    },
  };
  return draft;
}
