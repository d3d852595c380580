import {
  formatCLP,
  formatDateEs,
  formatMonthEs,
  isValidDate,
  paymentFormSchema,
} from "@nova/domain";
import { MessageCircle, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DateField } from "@/components/ui/date-field";
import { SelectField, TextareaField, TextField } from "@/components/ui/input";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { isApiError, newIdempotencyKey } from "@/lib/api-client";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { whatsappLink } from "@/lib/whatsapp";
import { type PaymentRequest, useCreatePayment } from "../api/create-payment";
import { useOutstanding } from "../api/get-outstanding";
import { usePaymentStudent } from "../api/get-students";
import { missingDataMessage, missingStudentData } from "../missing-data";
import type { PaymentStudent } from "../payment";
import { paymentErrorMessage } from "../payment-error-message";
import { PaymentMethodOptions } from "./payment-method-options";
import { StudentPicker } from "./student-picker";

/** What an amount box holds as a number: NaN when empty, so the schema's message applies. */
const amountOf = (value: string | number | undefined) => {
  if (typeof value === "number") return value;
  return value?.trim() ? Number(value) : Number.NaN;
};

/** The sum of the amounts that are valid so far (the button's "Procesar Pago $total"). */
export function totalOf(amounts: readonly (string | number | undefined)[]): number {
  return amounts
    .map(amountOf)
    .filter((n) => Number.isInteger(n) && n > 0)
    .reduce((sum, n) => sum + n, 0);
}

/**
 * 'Procesar Pago' (SPEC §4): student, date, method, notes, the month's outstanding classes with
 * editable amounts in whole pesos, and the summary. One class is a single payment, several a
 * multi-class payment with exact items. A submitted form keeps its Idempotency-Key until its
 * content changes, so a double click or a retry after a lost answer pays once.
 */
export function PaymentForm({ initialStudentId }: { initialStudentId: number | null }) {
  const navigate = useNavigate();
  const studio = useStudioToday();
  const {
    formRef,
    control,
    submit,
    watch,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useValidatedForm(paymentFormSchema, {
    studentId: initialStudentId ?? "",
    paymentDate: studio.today,
    // No method until one is chosen: the select starts on "Selecciona un método" ("").
    notes: "",
    amounts: [],
  });
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef<{ key: string; content: string } | null>(null);

  const chosen = watch("studentId");
  const studentId = typeof chosen === "number" ? chosen : null;
  const paymentDate = watch("paymentDate");
  const student = usePaymentStudent(studentId);
  const outstanding = useOutstanding(studentId, paymentDate);
  const create = useCreatePayment();
  const items = outstanding.data?.outstandingPayments ?? [];

  // A new outstanding list (another student or date) starts from the amounts the server expects.
  useEffect(() => {
    setValue(
      "amounts",
      (outstanding.data?.outstandingPayments ?? []).map((i) => ({
        classId: i.classId,
        amount: i.expectedAmount,
      })),
    );
  }, [outstanding.data, setValue]);

  const amounts = watch("amounts");
  const total = totalOf(items.map((_, index) => amounts[index]?.amount));
  /** Any edit takes the last refusal away. */
  const edited = { onChange: () => setFailure(null) };

  const save = submit(async (data) => {
    if (create.isPending) return;
    const request: Omit<PaymentRequest, "idempotencyKey"> = {
      studentId: data.studentId,
      paymentDate: data.paymentDate,
      paymentMethod: data.paymentMethod,
      notes: data.notes,
      items: data.amounts,
    };
    const content = JSON.stringify(request);
    if (sent.current?.content !== content) sent.current = { key: newIdempotencyKey(), content };
    try {
      const payments = await create.mutateAsync({ ...request, idempotencyKey: sent.current.key });
      const paid = payments.reduce((sum, p) => sum + p.amount, 0);
      notify.success(`Pago de ${formatCLP(paid)} procesado exitosamente`);
      const [first] = payments;
      navigate(first ? `/payments/${first.id}` : "/payments");
    } catch (error) {
      const message = paymentErrorMessage(error);
      // Paid meanwhile (another desk, another tab): show what is still owed.
      if (isApiError(error) && error.status === 409) void outstanding.refetch();
      if (isApiError(error) && error.errorType === "DAY_CLOSED") {
        setError("paymentDate", { message: "La caja de este día está cerrada" });
      }
      setFailure(message);
      notify.error(message);
    }
  });

  return (
    <form ref={formRef} onSubmit={save} noValidate className="space-y-5">
      <Card className="space-y-5 p-5">
        <StudentPicker
          selected={student.data}
          loadingSelected={studentId !== null && student.isPending}
          error={errors.studentId?.message}
          onSelect={(id) => {
            clearErrors("studentId");
            setFailure(null);
            setValue("studentId", id ?? "");
          }}
        />
        {student.data && <MissingDataWarning student={student.data} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            label="Fecha de pago"
            required
            error={errors.paymentDate?.message}
            hint={`Paga el mes de ${isValidDate(paymentDate) ? formatMonthEs(paymentDate.slice(0, 7)) : "la fecha elegida"}.`}
            {...control("paymentDate", edited)}
          />
          <SelectField
            label="Método de pago"
            required
            error={errors.paymentMethod?.message}
            {...control("paymentMethod", edited)}
          >
            <PaymentMethodOptions none="Selecciona un método" />
          </SelectField>
        </div>
        <TextareaField
          label="Notas"
          maxLength={500}
          rows={2}
          placeholder="Concepto u observaciones del pago"
          {...control("notes", edited)}
        />
      </Card>

      <Card className="p-5">
        <h2 className="mb-4 font-display text-lg font-semibold text-ink">
          Clases pendientes de pago
        </h2>
        {studentId === null ? (
          <p className="text-sm text-ink-muted">
            Selecciona un estudiante para ver sus clases pendientes.
          </p>
        ) : !isValidDate(paymentDate) ? (
          <p className="text-sm text-ink-muted">
            Indica la fecha de pago para ver las clases pendientes de su mes.
          </p>
        ) : outstanding.isPending ? (
          <LoadingState label="Cargando pagos pendientes" className="py-6" />
        ) : outstanding.isError ? (
          <QueryErrorState title="Error al cargar los pagos pendientes" query={outstanding} />
        ) : items.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No hay pagos pendientes para {formatMonthEs(outstanding.data.month)}.
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Clases pendientes">
            {items.map((item, index) => (
              <li
                key={item.classId}
                className="grid gap-3 py-4 first:pt-0 sm:grid-cols-[1fr_12rem] sm:items-start"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {item.className}
                    {item.isLate && <Badge tone="warning">Pago tardío</Badge>}
                    {item.surchargeWaived && <Badge tone="success">Recargo condonado</Badge>}
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">
                    Mensualidad {formatCLP(item.price)}
                    {item.surcharge > 0 && ` + recargo por atraso ${formatCLP(item.surcharge)}`}
                    {item.surchargeWaived && ", sin recargo por atraso"} · vence el{" "}
                    {formatDateEs(item.dueDate)}
                  </p>
                </div>
                <TextField
                  label={`Monto ${item.className}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  error={errors.amounts?.[index]?.amount?.message}
                  {...control(`amounts.${index}.amount`, { ...edited, setValueAs: amountOf })}
                />
              </li>
            ))}
          </ul>
        )}
        {items.length > 0 && (
          <dl className="mt-4 space-y-1 border-t border-line pt-4 text-sm" aria-label="Resumen">
            <div className="flex justify-between">
              <dt className="text-ink-muted">Clases</dt>
              <dd className="text-ink">{items.length}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Mes</dt>
              <dd className="text-ink">{formatMonthEs(outstanding.data?.month ?? "")}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt className="text-ink">Total</dt>
              <dd className="text-ink tabular-nums">{formatCLP(total)}</dd>
            </div>
          </dl>
        )}
      </Card>

      {failure && (
        <p
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger-text"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate("/payments")}>
          Cancelar
        </Button>
        <Button
          type="submit"
          loading={create.isPending}
          disabled={items.length === 0 || create.isPending}
        >
          Procesar Pago {formatCLP(total)}
        </Button>
      </div>
    </form>
  );
}

// The button's label is long: at 360 px it wraps inside the warning instead of overflowing it.
const WRAPPING = "h-auto min-h-8 max-w-full whitespace-normal py-1 text-left";

/** SPEC §4: what the student's record lacks, and a message to ask her for it. */
function MissingDataWarning({ student }: { student: PaymentStudent }) {
  const settings = useSettings();
  const missing = missingStudentData(student);
  if (missing.length === 0) return null;
  const studio = settings.data?.studio.name ?? "el estudio";
  const link = whatsappLink(student.phone, missingDataMessage(studio, student, missing));
  return (
    <div
      className="rounded-lg border border-warning-text/30 bg-warning-soft px-4 py-3 text-sm"
      role="status"
    >
      <p className="flex items-start gap-2 font-medium text-ink">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning-text" aria-hidden="true" />
        Faltan datos del estudiante: {missing.join(", ")}.
      </p>
      <div className="mt-3">
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: "secondary", size: "sm", className: WRAPPING })}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Solicitar al alumno datos faltantes
          </a>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className={WRAPPING}
            onClick={() =>
              notify.warning(
                "El estudiante no tiene un teléfono registrado para enviarle el mensaje",
              )
            }
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            Solicitar al alumno datos faltantes
          </Button>
        )}
      </div>
    </div>
  );
}
