import { formatCLP, type TenderInput } from "@nova/domain";
import { useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions, DialogAlert } from "@/components/ui/dialog-footer";
import { splitProblem, TenderSplit, type TenderSplitState, tendersOf } from "@/entities/payment";

/**
 * The quick payment's confirmation: what will be paid and how, with 'Agregar otro método de
 * pago' to take part of it another way (issue 36) on the same receipt. Confirms with the
 * tenders, or null when paid with the page's one method.
 */
export function QuickPaymentConfirm({
  open,
  onOpenChange,
  description,
  total,
  method,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  total: number;
  method: string;
  pending: boolean;
  onConfirm: (tenders: TenderInput[] | null) => void;
}) {
  const [split, setSplit] = useState<TenderSplitState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setSplit(null);
      setProblem(null);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent title="Confirmar pago rápido" description={description}>
        <div className="mt-4">
          <TenderSplit
            total={total}
            firstMethod={method}
            split={split}
            onChange={(next) => {
              setProblem(null);
              setSplit(next);
            }}
          />
        </div>
        {problem && <DialogAlert className="mt-4">{problem}</DialogAlert>}
        <DialogActions
          className="mt-6"
          label={`Pagar ${formatCLP(total)}`}
          pending={pending}
          onConfirm={() => {
            const wrong = splitProblem(split, method, total);
            if (wrong) {
              setProblem(wrong);
              return;
            }
            onConfirm(tendersOf(split, method));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
