import {
  allocateTransfer,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  type TransferNotice,
  transferMatchingMonths,
  transferMonthsFormSchema,
} from "@nova/domain";
import { useEffect } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-footer";
import { Spinner } from "@/components/ui/spinner";
import { useFamilyStatement } from "@/entities/family";
import { paymentLineKey } from "@/entities/payment";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useConfirmTransfer } from "../api/inbox";

/**
 * Confirms a transfer into a receipt: staff tick the owed months it pays (the oldest ticked
 * first); each takes what it owes until the money runs out (domain allocateTransfer), and the
 * lines must add up to the amount transferred, as the server requires.
 */
export function ConfirmTransferDialog({
  notice,
  onOpenChange,
}: {
  notice: TransferNotice;
  onOpenChange: (open: boolean) => void;
}) {
  const statement = useFamilyStatement(notice.guardianId);
  const confirm = useConfirmTransfer();
  const owed = (statement.data?.items ?? []).filter((i) => i.remainingAmount > 0);
  const {
    formRef,
    control,
    submit,
    watch,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useValidatedForm(transferMonthsFormSchema, { months: [] });
  // Issue 36: a transfer for exactly what the oldest months owe arrives with them ticked.
  const matching = transferMatchingMonths(notice.amount, owed).map(paymentLineKey).join(",");
  useEffect(() => {
    if (matching !== "") setValue("months", matching.split(","));
  }, [matching, setValue]);
  const chosen = new Set(watch("months") ?? []);
  const picked = owed.filter((i) => chosen.has(paymentLineKey(i)));
  const { lines: allocated, left } = allocateTransfer(notice.amount, picked);
  const takes = new Map(allocated.map((l) => [paymentLineKey(l.item), l.amount]));

  const save = submit(async ({ months }) => {
    const wanted = new Set(months);
    const allocation = allocateTransfer(
      notice.amount,
      owed.filter((i) => wanted.has(paymentLineKey(i))),
    );
    if (allocation.left > 0) {
      setError("months", {
        message: `Faltan ${formatCLP(allocation.left)} por asignar: elija más meses o rechace el aviso.`,
      });
      return;
    }
    try {
      await confirm.mutateAsync({
        id: notice.id,
        lines: allocation.lines.map(({ item, amount }) => ({
          studentId: item.studentId,
          classId: item.classId,
          paymentMonth: item.paymentMonth,
          amount,
        })),
      });
      onOpenChange(false);
    } catch (failure) {
      setError("months", {
        message: saveErrorMessage(failure, "Error al registrar la transferencia"),
      });
    }
  });

  return (
    <Dialog open onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent
        title="Confirmar transferencia"
        description={`${notice.guardianName} avisó una transferencia de ${formatCLP(notice.amount)} el ${formatDateEs(notice.transferDate)}. Elija los meses que paga: se registrará un comprobante por transferencia con esa fecha.`}
      >
        {statement.isPending ? (
          <Spinner label="Cargando lo que debe la familia" />
        ) : statement.isError ? (
          <p role="alert" className="mt-4 text-sm text-danger-text">
            No se pudo cargar lo que debe la familia.
          </p>
        ) : (
          <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-4">
            {owed.length === 0 ? (
              <p className="text-sm text-ink-muted">
                La familia no debe nada: rechace el aviso o resuélvalo con ella.
              </p>
            ) : (
              <fieldset aria-describedby={errors.months ? "months-error" : undefined}>
                <legend className="mb-2 text-sm font-medium text-ink">Meses que paga</legend>
                <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line">
                  {owed.map((i) => (
                    <li key={paymentLineKey(i)}>
                      <label className="flex items-start gap-3 px-3 py-2 text-sm">
                        <input
                          type="checkbox"
                          value={paymentLineKey(i)}
                          className="mt-0.5 size-4 accent-accent"
                          {...control("months")}
                        />
                        <span className="flex-1 text-ink">
                          {i.studentName} · {i.className} · {formatMonthEs(i.paymentMonth)}
                          {chosen.has(paymentLineKey(i)) &&
                            (takes.get(paymentLineKey(i)) ?? 0) < i.remainingAmount && (
                              <span className="block text-xs text-warning-text">
                                {takes.get(paymentLineKey(i))
                                  ? `Pago parcial: ${formatCLP(takes.get(paymentLineKey(i)) ?? 0)}`
                                  : "No alcanza: quite este mes"}
                              </span>
                            )}
                        </span>
                        <span className="tabular-nums text-ink">
                          {formatCLP(i.remainingAmount)}
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
                  {picked.length === 0
                    ? "Ningún mes elegido."
                    : left > 0
                      ? `Faltan ${formatCLP(left)} por asignar.`
                      : "Los meses elegidos cubren la transferencia."}
                </p>
                {errors.months?.message && (
                  <p id="months-error" role="alert" className="mt-1 text-sm text-danger-text">
                    {errors.months.message}
                  </p>
                )}
              </fieldset>
            )}
            <DialogActions label="Registrar comprobante" pending={isSubmitting} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
