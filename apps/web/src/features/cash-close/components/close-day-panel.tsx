import {
  cashCloseInputSchema,
  cashCloseNeedsNote,
  cashDifference,
  expectedCashOf,
  formatCLP,
  formatDateEs,
} from "@nova/domain";
import { Lock, LockOpen, Printer } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { openWhileSet } from "@/components/ui/dialog";
import { TextareaField, type TextFieldProps } from "@/components/ui/input";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { saveErrorMessage } from "@/lib/save-error";
import { useValidatedForm } from "@/lib/use-validated-form";
import { useCloseCashDay, useReopenCashDay } from "../api/close-cash-day";
import type { CashDay } from "../api/get-cash-day";
import { CashDifference } from "./cash-difference";

/** What a pesos box holds as a number: NaN when empty, so the schema's message applies. */
const pesosOf = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/** A required box of whole pesos, none negative (the float, the count). */
function PesosField(props: TextFieldProps) {
  return <WholeNumberField min={0} required {...props} />;
}

/** What the close sends: the count, the float and the note (when one was written). */
type CloseInput = { countedCash: number; openingFloat: number; notes?: string | null };

/**
 * Counting the drawer: the opening float (suggested from the last close), the cash expected
 * (float + the day's live cash), the cash counted and the difference as it is typed, and a note
 * that becomes required when counted and expected differ. "Cerrar caja" asks for confirmation,
 * then stores them with who closed and when.
 */
export function CloseDayForm({ day }: { day: CashDay }) {
  const close = useCloseCashDay(day.date);
  const [asked, setAsked] = useState<CloseInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    formRef,
    control,
    submit,
    watch,
    setError,
    formState: { errors },
  } = useValidatedForm(cashCloseInputSchema, {
    countedCash: "",
    openingFloat: String(day.openingFloat),
    notes: "",
  });
  // Expected cash and the difference follow the float and the count as they are typed.
  const typedFloat = cashCloseInputSchema.shape.openingFloat.safeParse(watch("openingFloat"));
  const typedCount = cashCloseInputSchema.shape.countedCash.safeParse(watch("countedCash"));
  const float = typedFloat.success ? (typedFloat.data ?? day.openingFloat) : day.openingFloat;
  const expected = expectedCashOf(float, day.byMethod);
  const difference = typedCount.success ? cashDifference(expected, typedCount.data) : null;

  const save = submit((data) => {
    const input = {
      countedCash: data.countedCash,
      openingFloat: data.openingFloat ?? day.openingFloat,
      ...(data.notes ? { notes: data.notes } : {}),
    };
    const gap = cashDifference(expectedCashOf(input.openingFloat, day.byMethod), input.countedCash);
    if (cashCloseNeedsNote(gap, data.notes)) {
      setError("notes", {
        message:
          "El efectivo contado difiere del esperado: escriba una nota que explique la diferencia",
      });
      return;
    }
    setFailure(null);
    setAsked(input);
  });

  async function confirm() {
    if (!asked || close.isPending) return;
    try {
      await close.mutateAsync(asked);
      setAsked(null);
    } catch (error) {
      setFailure(saveErrorMessage(error, "Error al cerrar la caja"));
    }
  }

  return (
    <SectionCard title="Contar la caja" icon={Lock}>
      <form ref={formRef} onSubmit={save} noValidate className="space-y-4">
        <PesosField
          label="Fondo de caja"
          error={errors.openingFloat?.message}
          hint="En pesos, el efectivo con que abrió la caja (sugerido: el del último cierre)."
          {...control("openingFloat", { setValueAs: pesosOf })}
        />
        <p className="flex flex-wrap justify-between gap-x-4 text-sm">
          <span className="text-ink-muted">Efectivo esperado</span>
          <span className="font-semibold text-ink tabular-nums">{formatCLP(expected)}</span>
        </p>
        <PesosField
          label="Efectivo contado"
          error={errors.countedCash?.message}
          hint="En pesos, lo que hay en la caja al cerrar."
          {...control("countedCash", { setValueAs: pesosOf })}
        />
        <p className="flex flex-wrap justify-between gap-x-4 text-sm" aria-live="polite">
          <span className="text-ink-muted">Diferencia</span>
          {difference === null ? (
            <span className="text-ink-muted">—</span>
          ) : (
            <CashDifference difference={difference} />
          )}
        </p>
        <TextareaField
          label="Nota"
          required={difference !== null && difference !== 0}
          maxLength={500}
          error={errors.notes?.message}
          hint={
            difference !== null && difference !== 0
              ? "Obligatoria: explique por qué el efectivo contado no cuadra."
              : "Opcional si la caja cuadra."
          }
          {...control("notes")}
        />
        <Button type="submit" loading={close.isPending} className="w-full" icon={Lock}>
          Cerrar caja
        </Button>
      </form>
      <ConfirmDialog
        {...openWhileSet(asked, setAsked)}
        title="¿Cerrar la caja?"
        description={
          asked && (
            <>
              Caja del {formatDateEs(day.date)}: fondo {formatCLP(asked.openingFloat)}, esperado{" "}
              {formatCLP(expectedCashOf(asked.openingFloat, day.byMethod))}, contado{" "}
              {formatCLP(asked.countedCash)}. Cerrada, no se podrán registrar ni anular pagos con
              esa fecha hasta que un administrador la reabra.
            </>
          )
        }
        confirmLabel="Cerrar caja"
        destructive={false}
        pending={close.isPending}
        error={failure}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}

/** A closed day (who closed it and when is on its sheet): printing it, reopening it (admins). */
export function ClosedDayPanel({ day, canReopen }: { day: CashDay; canReopen: boolean }) {
  const reopen = useReopenCashDay(day.date);
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title="Caja cerrada" icon={Lock} actions={<Badge tone="success">Cerrada</Badge>}>
      <p className="text-sm text-ink-muted">
        Los pagos con fecha de este día no se pueden registrar ni anular mientras la caja esté
        cerrada.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => window.print()} icon={Printer}>
          Imprimir
        </Button>
        {canReopen && (
          <Button variant="secondary" onClick={() => setOpen(true)} icon={LockOpen}>
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
