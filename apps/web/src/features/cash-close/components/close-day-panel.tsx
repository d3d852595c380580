import { cashCloseInputSchema, cashDifference, formatCLP, formatDateEs } from "@nova/domain";
import { Lock, LockOpen, Printer } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/input";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useCloseCashDay, useReopenCashDay } from "../api/close-cash-day";
import type { CashDay } from "../api/get-cash-day";
import { CashDifference } from "./cash-difference";

/** What the counted-cash box holds as a number: NaN when empty, so the schema's message applies. */
const countedOf = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/**
 * Counting the drawer: the cash expected, the cash counted and the difference as it is typed;
 * "Cerrar caja" stores them with who closed and when.
 */
export function CloseDayForm({ day }: { day: CashDay }) {
  const close = useCloseCashDay(day.date);
  const {
    formRef,
    control,
    submit,
    watch,
    setError,
    formState: { errors },
  } = useValidatedForm(cashCloseInputSchema, { countedCash: "" });
  // The difference follows the count as it is typed, once it is a valid count.
  const counted = cashCloseInputSchema.safeParse({ countedCash: watch("countedCash") });

  const save = submit(async (data) => {
    if (close.isPending) return;
    try {
      await close.mutateAsync(data.countedCash);
    } catch (failure) {
      setError("countedCash", { message: saveErrorMessage(failure, "Error al cerrar la caja") });
    }
  });

  return (
    <SectionCard
      title="Contar la caja"
      icon={<Lock className="size-5 text-accent-text" aria-hidden="true" />}
    >
      <form ref={formRef} onSubmit={save} noValidate className="space-y-4">
        <p className="flex flex-wrap justify-between gap-x-4 text-sm">
          <span className="text-ink-muted">Efectivo esperado</span>
          <span className="font-semibold text-ink tabular-nums">{formatCLP(day.expectedCash)}</span>
        </p>
        <TextField
          label="Efectivo contado"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          required
          error={errors.countedCash?.message}
          hint="En pesos, lo que hay en la caja al cerrar."
          {...control("countedCash", { setValueAs: countedOf })}
        />
        <p className="flex flex-wrap justify-between gap-x-4 text-sm" aria-live="polite">
          <span className="text-ink-muted">Diferencia</span>
          {counted.success ? (
            <CashDifference
              difference={cashDifference(day.expectedCash, counted.data.countedCash)}
            />
          ) : (
            <span className="text-ink-muted">—</span>
          )}
        </p>
        <Button type="submit" loading={close.isPending} className="w-full">
          <Lock className="size-4" aria-hidden="true" />
          Cerrar caja
        </Button>
      </form>
    </SectionCard>
  );
}

/** A closed day (who closed it and when is on its sheet): printing it, reopening it (admins). */
export function ClosedDayPanel({ day, canReopen }: { day: CashDay; canReopen: boolean }) {
  const reopen = useReopenCashDay(day.date);
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      title="Caja cerrada"
      icon={<Lock className="size-5 text-accent-text" aria-hidden="true" />}
      actions={<Badge tone="success">Cerrada</Badge>}
    >
      <p className="text-sm text-ink-muted">
        Los pagos con fecha de este día no se pueden registrar ni eliminar mientras la caja esté
        cerrada.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden="true" />
          Imprimir
        </Button>
        {canReopen && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            <LockOpen className="size-4" aria-hidden="true" />
            Reabrir
          </Button>
        )}
      </div>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title="Reabrir caja"
        description={`La caja del ${formatDateEs(day.date)} vuelve a aceptar pagos con esa fecha; el cierre anterior queda en la lista, marcado como reabierto.`}
        confirmLabel="Reabrir caja"
        errorFallback="Error al reabrir la caja"
        onConfirm={(reason) => reopen.mutateAsync(reason)}
      />
    </SectionCard>
  );
}
