import { type FamilyStatementResponse, familyPaymentFormSchema, formatCLP } from "@nova/domain";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";
import {
  EnrollmentFeesPicker,
  PaymentDateMethodFields,
  PaymentFailure,
  type PaymentLineOption,
  PaymentLinesPicker,
  sortLines,
  TenderSplit,
  useReceiptDraft,
} from "@/entities/payment";
import { useStudioToday } from "@/lib/studio-today";
import { useValidatedForm } from "@/lib/use-validated-form";

/** The statement's owed months as the payment picker's lines, each naming its child. */
export function familyLines(statement: FamilyStatementResponse): PaymentLineOption[] {
  return sortLines(
    statement.items.map((i) => ({
      studentId: i.studentId,
      studentName: i.studentName,
      classId: i.classId,
      className: i.className,
      paymentMonth: i.paymentMonth,
      dueDate: i.dueDate,
      price: i.charge,
      surcharge: i.surcharge,
      expectedAmount: i.expectedAmount,
      paidAmount: i.paidAmount,
      remainingAmount: i.remainingAmount,
      status: i.status,
      advance: false,
    })),
  );
}

/**
 * 'Registrar pago' for the whole family: every owed month of every child she pays for, oldest
 * first, checked at what remains (uncheck or type less for a partial payment), the day the money
 * arrived and the method. One POST /api/receipts with the guardian as payer: one receipt in her
 * name, then its page.
 */
export function FamilyPaymentDialog({
  statement,
  open,
  onOpenChange,
}: {
  statement: FamilyStatementResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const studio = useStudioToday();
  const { formRef, control, submit, setError, formState, watch } = useValidatedForm(
    familyPaymentFormSchema,
    { paymentDate: studio.today, notes: "", taxDocumentNumber: "" },
  );
  const errors = formState.errors;
  const lines = useMemo(() => familyLines(statement), [statement]);
  // The children's enrollment fees (matrícula), named by child: two sisters' fees share a label.
  const fees = useMemo(
    () =>
      statement.enrollmentFees.map((fee) => ({
        ...fee,
        label: `${fee.label} · ${fee.studentName}`,
      })),
    [statement],
  );
  const draft = useReceiptDraft(lines, fees);
  const { picked, setFailure } = draft;
  const method = watch("paymentMethod") ?? "";

  const save = submit(async (data) => {
    const receipt = await draft.take(data, {
      today: studio.today,
      nothing: "Marque al menos un mes o una matrícula a pagar con un monto",
      guardianId: statement.guardian.id,
      dateError: (message) => setError("paymentDate", { message }),
    });
    if (!receipt) return;
    onOpenChange(false);
    navigate(`/receipts/${receipt.id}`);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Registrar pago de la familia"
        description={`Un comprobante a nombre de ${statement.guardian.fullName}.`}
        className="max-w-2xl"
      >
        <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <PaymentDateMethodFields
              today={studio.today}
              register={(name) => control(name, { onChange: () => setFailure(null) })}
              errors={errors}
            />
            <TextField
              label="Notas"
              maxLength={500}
              error={errors.notes?.message}
              {...control("notes")}
            />
            <TextField
              label="N° de boleta"
              maxLength={50}
              error={errors.taxDocumentNumber?.message}
              {...control("taxDocumentNumber")}
            />
          </div>
          {fees.length > 0 && (
            <EnrollmentFeesPicker
              fees={fees}
              choices={draft.choices}
              problems={picked.problems}
              onChange={draft.choose}
            />
          )}
          {lines.length === 0 ? (
            <p className="text-sm text-ink-muted">La familia no adeuda meses.</p>
          ) : (
            <PaymentLinesPicker
              lines={lines}
              choices={draft.choices}
              problems={picked.problems}
              label="Meses a pagar de la familia"
              onChange={draft.choose}
            />
          )}
          <p className="flex justify-between border-t border-line pt-3 text-base font-semibold text-ink">
            <span>Total</span>
            <span className="tabular-nums" data-testid="family-payment-total">
              {formatCLP(picked.total)}
            </span>
          </p>
          {picked.total > 0 && (
            <TenderSplit
              total={picked.total}
              firstMethod={method}
              split={draft.split}
              onChange={draft.changeSplit}
            />
          )}
          <PaymentFailure message={draft.failure} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button
              type="submit"
              loading={draft.pending}
              disabled={lines.length === 0 && fees.length === 0}
            >
              Registrar pago
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
