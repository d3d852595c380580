import {
  datePart,
  foldEs,
  formatCLP,
  formatDateEs,
  formatMonthEs,
  MONTH_PAYMENT_STATE_LABELS,
  type MonthPaymentState,
} from "@nova/domain";
import { Download, Eye, UserMinus, Users, Wallet } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { ColumnHeads } from "@/components/ui/column-heads";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { openWhileSet } from "@/components/ui/dialog";
import { MonthPicker } from "@/components/ui/month-picker";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { downloadCsv } from "@/lib/csv";
import { useUnenrollStudent } from "../api/class-membership";
import { useClassPaymentStatus } from "../api/get-class-payment-status";
import { useClassStudents } from "../api/get-class-students";
import type { ClassPaymentStatus, ClassStudent, DanceClass } from "../class";

const STATE_TONES: Record<MonthPaymentState, BadgeTone> = {
  NOT_ELIGIBLE: "neutral",
  PAID: "success",
  PARTIAL: "warning",
  PENDING: "warning",
};

type PaymentRow = ClassPaymentStatus["students"][number];

/** One line of the table: the student and, once loaded, her state for the month. */
interface Row {
  student: ClassStudent;
  payment: PaymentRow | undefined;
}

function enrollmentDateText(date: string | null | undefined): string {
  const day = datePart(date);
  return day ? formatDateEs(day) : "No disponible";
}

/** "ballet-inicial-2026-03.csv": the class and month, without accents or spaces. */
export function exportFileName(className: string, month: string): string {
  const slug = foldEs(className)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "clase"}-${month}.csv`;
}

/** The enrolled list with the month's payment state, as the CSV export writes it. */
export function exportRows(rows: readonly Row[], month: string) {
  return [
    [
      "Estudiante",
      "Teléfono",
      "Email",
      "Fecha de inscripción",
      "Mes",
      "Estado",
      "Fecha de pago",
      "Monto",
    ],
    ...rows.map(({ student, payment }) => {
      const paidOn = datePart(payment?.paymentDate);
      return [
        student.fullName,
        student.phone ?? "",
        student.email ?? "",
        enrollmentDateText(student.enrollmentDate),
        month,
        payment ? MONTH_PAYMENT_STATE_LABELS[payment.state] : "",
        paidOn ? formatDateEs(paidOn) : "",
        payment?.paymentAmount ?? null,
      ];
    }),
  ];
}

function PaymentState({ payment }: { payment: PaymentRow | undefined }) {
  if (!payment) return <span className="text-ink-muted">—</span>;
  const paidOn = datePart(payment.paymentDate);
  return (
    <div>
      <Badge tone={STATE_TONES[payment.state]}>{MONTH_PAYMENT_STATE_LABELS[payment.state]}</Badge>
      {payment.state === "PARTIAL" && (
        <p className="mt-1 text-xs whitespace-nowrap text-ink-muted tabular-nums">
          pagado {formatCLP(payment.paidAmount)}, queda {formatCLP(payment.remainingAmount)}
        </p>
      )}
      {payment.state === "PAID" && (
        <p className="mt-1 text-xs whitespace-nowrap text-ink-muted tabular-nums">
          {paidOn ? formatDateEs(paidOn) : ""}
          {payment.paymentAmount !== null && ` · ${formatCLP(payment.paymentAmount)}`}
        </p>
      )}
    </div>
  );
}

/** The enrolled students with their state for a chosen month, unenroll and the CSV export. */
export function ClassStudentsCard({
  cls,
  month,
  onMonthChange,
}: {
  cls: DanceClass;
  month: string;
  onMonthChange: (month: string) => void;
}) {
  const students = useClassStudents(cls.id);
  const status = useClassPaymentStatus(cls.id, month);
  const unenroll = useUnenrollStudent(cls.id);
  const [leaving, setLeaving] = useState<ClassStudent | null>(null);

  const byStudent = new Map(status.data?.students.map((s) => [s.studentId, s]));
  const rows: Row[] = (students.data ?? []).map((student) => ({
    student,
    payment: status.isPlaceholderData ? undefined : byStudent.get(student.id),
  }));

  return (
    <SectionCard
      title={`Estudiantes inscritos (${students.data?.length ?? cls.enrolledStudents})`}
      icon={Users}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <MonthPicker label="Mes de pago" value={month} onChange={onMonthChange} />
          <Button
            variant="secondary"
            size="sm"
            disabled={!students.isSuccess || !status.isSuccess || status.isPlaceholderData}
            onClick={() =>
              downloadCsv(exportFileName(cls.name, month), exportRows(rows, month), {
                list: "class-students",
                filters: { classId: cls.id, month },
              })
            }
            icon={Download}
          >
            Exportar lista
          </Button>
        </div>
      }
    >
      {status.isError && (
        <p role="alert" className="mb-3 text-sm text-danger-text">
          Error al cargar estados de pago
        </p>
      )}
      <QueryState
        query={students}
        loadingLabel="Cargando estudiantes"
        loadingClassName="py-8"
        errorTitle="Error al cargar los datos de la clase"
        isEmpty={rows.length === 0}
        empty={
          <p className="text-sm text-ink-muted">Aún no hay estudiantes inscritos en esta clase.</p>
        }
      >
        {/* At 360 px the table scrolls inside its box, never the page. */}
        <div className="-mx-5 overflow-x-auto px-5" tabIndex={-1}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">
              Estudiantes inscritos y su pago de {formatMonthEs(month)}
            </caption>
            <thead className="border-b border-line text-xs text-ink-muted uppercase">
              <tr>
                <ColumnHeads
                  cell="py-2 pr-3"
                  columns={[
                    { label: "Estudiante", className: "min-w-40 py-2 pr-3" },
                    "Inscripción",
                    `Pago ${formatMonthEs(month)}`,
                    { label: "Acciones", numeric: true, className: "py-2" },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map(({ student, payment }) => (
                <tr key={student.id}>
                  <td className="py-2.5 pr-3">
                    <span className="font-medium text-ink">{student.fullName}</span>
                    {student.phone && (
                      <span className="block text-xs text-ink-muted">{student.phone}</span>
                    )}
                  </td>
                  <td className="py-2.5 pr-3 whitespace-nowrap text-ink-muted tabular-nums">
                    {enrollmentDateText(student.enrollmentDate)}
                  </td>
                  <td className="py-2.5 pr-3">
                    <PaymentState payment={payment} />
                  </td>
                  <td className="py-2.5">
                    <div className="flex justify-end gap-1">
                      {(payment?.state === "PENDING" || payment?.state === "PARTIAL") && (
                        <ButtonLink
                          to={`/payments/new?student=${student.id}`}
                          aria-label={`Registrar pago de ${student.fullName}`}
                          icon={Wallet}
                          variant="secondary"
                          size="sm"
                        >
                          Registrar pago
                        </ButtonLink>
                      )}
                      <ButtonLink
                        to={`/students/${student.id}`}
                        aria-label={`Ver a ${student.fullName}`}
                        icon={Eye}
                        variant="ghost"
                        size="icon"
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        onClick={() => setLeaving(student)}
                        aria-label={`Desinscribir a ${student.fullName}`}
                        icon={UserMinus}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
      <ConfirmDialog
        {...openWhileSet(leaving, setLeaving)}
        title="Desinscribir estudiante"
        description={`¿Deseas desinscribir a ${leaving?.fullName ?? ""} de ${cls.name}? Sus pagos quedan registrados.`}
        confirmLabel="Desinscribir"
        pending={unenroll.isPending}
        onConfirm={() => {
          if (leaving) unenroll.mutate(leaving.id, { onSettled: () => setLeaving(null) });
        }}
      />
    </SectionCard>
  );
}
