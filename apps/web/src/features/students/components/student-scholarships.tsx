import {
  formatCLP,
  formatMonthEs,
  monthOf,
  type ScholarshipInput,
  scholarshipInputSchema,
} from "@nova/domain";
import { Ban, GraduationCap, Square } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { openWhileSet } from "@/components/ui/dialog";
import { SelectField, TextField } from "@/components/ui/input";
import { MonthPickerField } from "@/components/ui/month-picker";
import { QueryCard } from "@/components/ui/query-card";
import { ReasonDialog } from "@/components/ui/reason-dialog";
import { WholeNumberField } from "@/components/ui/whole-number-field";
import { AdminOnly } from "@/entities/session";
import { saveErrorMessage } from "@/lib/save-error";
import { useStudioToday } from "@/lib/studio-today";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import {
  type Scholarship,
  useAddScholarship,
  useEndScholarship,
  useStudentScholarships,
} from "../api/scholarships";

const FIELDS = ["kind", "value", "fromMonth", "toMonth", "reason"] as const;

const amountOf = (s: Pick<Scholarship, "kind" | "value">) =>
  s.kind === "percent" ? `${s.value} %` : `${formatCLP(s.value)} al mes`;

const monthsOf = (s: Scholarship) =>
  s.toMonth
    ? `de ${formatMonthEs(s.fromMonth)} a ${formatMonthEs(s.toMonth)}`
    : `desde ${formatMonthEs(s.fromMonth)}, sin término`;

/**
 * 'Becas y descuentos' (issue 26): the student's scholarships and one-off discounts, percent or
 * amount, from a month to a month, with their reason. The ledger takes each off her months as its
 * own line. Staff read them; only an admin adds one, ends it (it still applies up to this
 * month) or voids it (entered by mistake: no month).
 */
export function StudentScholarships({ studentId }: { studentId: number }) {
  const query = useStudentScholarships(studentId);
  return (
    <QueryCard
      title="Becas y descuentos"
      icon={GraduationCap}
      query={query}
      loadingLabel="Cargando becas"
      error="Error al cargar las becas"
      isEmpty={(data) => data.length === 0}
      empty="Sin becas ni descuentos."
      after={
        <AdminOnly>
          <AddScholarshipForm studentId={studentId} />
        </AdminOnly>
      }
    >
      {(data) => (
        <ul className="divide-y divide-line" aria-label="Becas y descuentos">
          {data.map((s) => (
            <ScholarshipRow key={s.id} studentId={studentId} scholarship={s} />
          ))}
        </ul>
      )}
    </QueryCard>
  );
}

function ScholarshipRow({
  studentId,
  scholarship: s,
}: {
  studentId: number;
  scholarship: Scholarship;
}) {
  const [ending, setEnding] = useState<"end" | "void" | null>(null);
  const end = useEndScholarship(studentId);
  const state = s.endedAt
    ? s.endMonth
      ? `Terminada (se aplica hasta ${formatMonthEs(s.endMonth)})`
      : "Anulada"
    : "Vigente";
  return (
    <li className="space-y-1 py-3 text-sm first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-ink">
          {amountOf(s)} · {monthsOf(s)}
        </span>
        <Badge tone={s.endedAt ? "neutral" : "success"}>{state}</Badge>
      </div>
      <p className="text-ink-muted">Motivo: {s.reason}</p>
      {s.endedAt && s.endReason && (
        <p className="text-ink-muted">Motivo del término: {s.endReason}</p>
      )}
      {!s.endedAt && (
        <AdminOnly>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setEnding("end")} icon={Square}>
              Terminar
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-text"
              onClick={() => setEnding("void")}
              icon={Ban}
            >
              Anular
            </Button>
          </div>
          <ReasonDialog
            {...openWhileSet(ending, setEnding)}
            title={ending === "void" ? "Anular beca" : "Terminar beca"}
            description={
              ending === "void"
                ? "La beca se ingresó por error: deja de aplicarse a todos los meses. El registro se conserva con el motivo."
                : "La beca se aplica hasta el mes actual y deja de aplicarse desde el próximo. El registro se conserva con el motivo."
            }
            label="Motivo"
            confirmLabel={ending === "void" ? "Anular beca" : "Terminar beca"}
            errorFallback="No se pudo terminar la beca"
            onConfirm={(reason) =>
              end
                .mutateAsync({ id: s.id, reason, voidAll: ending === "void" })
                .then(() => undefined)
            }
          />
        </AdminOnly>
      )}
    </li>
  );
}

function AddScholarshipForm({ studentId }: { studentId: number }) {
  const studio = useStudioToday();
  const add = useAddScholarship(studentId);
  const blank: ScholarshipInput = {
    kind: "percent",
    value: "" as unknown as number,
    fromMonth: monthOf(studio.today),
    toMonth: "",
    reason: "",
  };
  const {
    formRef,
    control,
    submit,
    reset,
    showServerFieldError,
    watch,
    setValue,
    clearErrors,
    formState: { errors },
  } = useValidatedForm(scholarshipInputSchema, blank);
  const pickMonth = (field: "fromMonth" | "toMonth", month: string) => {
    clearErrors(field);
    setValue(field, month, { shouldDirty: true });
  };

  const save = submit(async (data) => {
    if (add.isPending) return;
    try {
      await add.mutateAsync(data);
      reset(blank);
    } catch (error) {
      if (!showServerFieldError(error, FIELDS)) {
        notify.error(saveErrorMessage(error, "Error al agregar la beca"));
      }
    }
  });

  return (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      className="mt-4 space-y-4 border-t border-line pt-4"
      aria-label="Agregar beca o descuento"
    >
      <h3 className="font-medium text-ink">Agregar beca o descuento</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Tipo" required error={errors.kind?.message} {...control("kind")}>
          <option value="percent">Porcentaje</option>
          <option value="amount">Monto mensual</option>
        </SelectField>
        <WholeNumberField
          label="Valor"
          required
          min={1}
          hint="Porcentaje (1 a 100) o pesos por mes."
          error={errors.value?.message}
          {...control("value")}
        />
        <MonthPickerField
          label="Desde el mes"
          required
          name="fromMonth"
          error={errors.fromMonth?.message}
          value={watch("fromMonth")}
          onChange={(month) => pickMonth("fromMonth", month)}
        />
        <MonthPickerField
          label="Hasta el mes"
          name="toMonth"
          allowEmpty
          emptyLabel="Sin término"
          hint="Elija «Sin término» si no tiene fecha de fin."
          error={errors.toMonth?.message}
          value={watch("toMonth") ?? ""}
          onChange={(month) => pickMonth("toMonth", month)}
        />
      </div>
      <TextField
        label="Motivo"
        required
        maxLength={300}
        error={errors.reason?.message}
        {...control("reason")}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={add.isPending} disabled={add.isPending}>
          Agregar beca
        </Button>
      </div>
    </form>
  );
}
