import {
  formatCLP,
  isValidDate,
  monthOf,
  receiptFormSchema,
  type StudentOutstandingResponse,
} from "@nova/domain";
import { CalendarPlus, MessageCircle, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextareaField, TextField } from "@/components/ui/input";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { WhatsAppLink } from "@/components/whatsapp-link";
import {
  advanceMonths,
  EnrollmentFeesPicker,
  linesOfMonth,
  MAX_ADVANCE_MONTHS,
  PaymentDateMethodFields,
  PaymentFailure,
  PaymentLinesPicker,
  sortLines,
  TenderSplit,
  useReceiptDraft,
  withFeesTicked,
} from "@/entities/payment";
import { isApiError } from "@/lib/api-client";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { whatsappLink } from "@/lib/whatsapp";
import { usePaymentStudent } from "../api/get-students";
import { useMonths, useOwedMonths } from "../api/owed-lines";
import { missingDataMessage, missingStudentData } from "../missing-data";
import type { PaymentStudent } from "../payment";
import { StudentPicker } from "./student-picker";

/**
 * 'Procesar Pago' (issue 25): the student, the day the money arrived (today unless told; never
 * in the future), method, notes, the boleta's number, and the months paid chosen as lines: every
 * owed month oldest first (surcharge, PARTIAL with what was paid) and months in advance. One
 * submit is one POST /api/receipts, one receipt. A submitted form keeps its Idempotency-Key
 * until its content changes, so a double click or a retry after a lost answer pays once.
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
  } = useValidatedForm(receiptFormSchema, {
    studentId: initialStudentId ?? "",
    paymentDate: studio.today,
    // No method until one is chosen: the select starts on "Selecciona un método" ("").
    notes: "",
    taxDocumentNumber: "",
  });
  const [ahead, setAhead] = useState(1);

  const chosen = watch("studentId");
  const studentId = typeof chosen === "number" ? chosen : null;
  const paymentDate = watch("paymentDate");
  // Owed months are priced as of the day the money arrived: today unless another day is typed.
  const asOf = isValidDate(paymentDate) && paymentDate <= studio.today ? paymentDate : studio.today;
  const student = usePaymentStudent(studentId);
  const currentMonth = monthOf(studio.today);
  const owed = useOwedMonths(studentId);
  const owedMonths = owed.data?.months.map((m) => m.month) ?? [];
  const repriced = useMonths(studentId, owedMonths, asOf, asOf !== studio.today);
  const advance = useMonths(studentId, advanceMonths(currentMonth, ahead), asOf);

  const monthsData = [
    ...(asOf === studio.today ? (owed.data?.months ?? []) : repriced.map((q) => q.data)),
    ...advance.map((q) => q.data),
  ];
  // Rebuilt only when an answer's content changes (the list of queries is new every render).
  const answers = JSON.stringify(monthsData.map((m) => m ?? null));
  const lines = useMemo(() => {
    if (studentId === null) return [];
    const months = JSON.parse(answers) as (StudentOutstandingResponse | null)[];
    return sortLines(
      months.flatMap((m) =>
        m ? linesOfMonth(studentId, m.month, m.outstandingPayments, currentMonth) : [],
      ),
    );
  }, [studentId, currentMonth, answers]);

  // Enrollment fees (matrícula) owed, paid as their own lines of the same receipt.
  const fees = useMemo(
    () => (studentId === null ? [] : (owed.data?.enrollmentFees ?? [])),
    [studentId, owed.data],
  );
  const draft = useReceiptDraft(lines, fees);
  const { picked, setChoices, setFailure } = draft;
  // A pending matrícula is ticked with the months (issue 36): she owes it first.
  const feeAnswer = JSON.stringify(fees);
  useEffect(
    () => setChoices((previous) => withFeesTicked(JSON.parse(feeAnswer) as typeof fees, previous)),
    [feeAnswer, setChoices],
  );
  const method = watch("paymentMethod") ?? "";
  const loadingAhead = [...advance, ...repriced].some(
    (q) => q.isPending && q.fetchStatus !== "idle",
  );

  const save = submit(async (data) => {
    const receipt = await draft.take(data, {
      today: studio.today,
      nothing: "Marque al menos un mes a pagar con un monto",
      dateError: (message) => setError("paymentDate", { message }),
      // Paid meanwhile (another desk, another tab): show what is still owed.
      onRefused: (error) => {
        if (isApiError(error) && (error.status === 409 || error.status === 422)) {
          void owed.refetch();
          for (const q of [...advance, ...repriced]) void q.refetch();
        }
      },
    });
    if (receipt) navigate(`/receipts/${receipt.id}`);
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
            setAhead(1);
            setValue("studentId", id ?? "");
          }}
        />
        {student.data && <MissingDataWarning student={student.data} />}
        <div className="grid gap-5 sm:grid-cols-2">
          <PaymentDateMethodFields
            today={studio.today}
            register={(name) => control(name, { onChange: () => setFailure(null) })}
            errors={errors}
            dateHint="El día en que se recibe el dinero. Los meses pagados se eligen abajo."
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextareaField
            label="Notas"
            maxLength={500}
            rows={2}
            placeholder="Concepto u observaciones del pago"
            {...control("notes")}
          />
          <TextField
            label="N° de boleta"
            maxLength={50}
            hint="Si el estudio emitió una boleta por este pago."
            error={errors.taxDocumentNumber?.message}
            {...control("taxDocumentNumber")}
          />
        </div>
      </Card>

      <Card className="p-5">
        <h2 className="mb-1 font-display text-lg font-semibold text-ink">Meses a pagar</h2>
        <p className="mb-4 text-sm text-ink-muted">
          Lo adeudado, del mes más antiguo al más reciente, y meses por adelantado. Desmarque o deje
          en 0 lo que no paga ahora.
        </p>
        {studentId === null ? (
          <p className="text-sm text-ink-muted">Selecciona un estudiante para ver lo que adeuda.</p>
        ) : owed.isPending ? (
          <LoadingState label="Cargando pagos pendientes" className="py-6" />
        ) : owed.isError ? (
          <QueryErrorState title="Error al cargar los pagos pendientes" query={owed} />
        ) : (
          <>
            {fees.length > 0 && (
              <div className="mb-4 border-b border-line pb-4">
                <EnrollmentFeesPicker
                  fees={fees}
                  choices={draft.choices}
                  problems={picked.problems}
                  onChange={draft.choose}
                />
              </div>
            )}
            {lines.length === 0 && !loadingAhead ? (
              <p className="text-sm text-ink-muted">
                No adeuda meses ni tiene clases que pagar por adelantado.
              </p>
            ) : (
              <PaymentLinesPicker
                lines={lines}
                choices={draft.choices}
                problems={picked.problems}
                onChange={draft.choose}
              />
            )}
            {ahead < MAX_ADVANCE_MONTHS && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                loading={loadingAhead}
                onClick={() => setAhead((n) => Math.min(MAX_ADVANCE_MONTHS, n + 1))}
                icon={CalendarPlus}
              >
                Agregar otro mes por adelantado
              </Button>
            )}
          </>
        )}
        {picked.count > 0 && (
          <dl className="mt-4 space-y-1 border-t border-line pt-4 text-sm" aria-label="Resumen">
            <div className="flex justify-between">
              <dt className="text-ink-muted">Líneas</dt>
              <dd className="text-ink">{picked.count}</dd>
            </div>
            <div className="flex justify-between text-base font-semibold">
              <dt className="text-ink">Total</dt>
              <dd className="text-ink tabular-nums">{formatCLP(picked.total)}</dd>
            </div>
          </dl>
        )}
        {picked.count > 0 && (
          <div className="mt-4">
            <TenderSplit
              total={picked.total}
              firstMethod={method}
              split={draft.split}
              onChange={draft.changeSplit}
            />
          </div>
        )}
      </Card>

      <PaymentFailure message={draft.failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => navigate("/payments")}>
          Cancelar
        </Button>
        <Button type="submit" loading={draft.pending} disabled={draft.pending}>
          Procesar Pago {formatCLP(picked.total)}
        </Button>
      </div>
    </form>
  );
}

// The button's label is long: at 360 px it wraps inside the warning instead of overflowing it.
const WRAPPING = "h-auto min-h-8 max-w-full whitespace-normal py-1 text-left";

/** docs/product/screens.md#payment-form: what the student's record lacks, and a message to ask her for it. */
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
          <WhatsAppLink
            href={link}
            className={buttonClasses({ variant: "secondary", size: "sm", className: WRAPPING })}
          >
            Solicitar al alumno datos faltantes
          </WhatsAppLink>
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
            icon={MessageCircle}
          >
            Solicitar al alumno datos faltantes
          </Button>
        )}
      </div>
    </div>
  );
}
