import {
  formatCLP,
  formatDateEs,
  formatMonthEs,
  formatRetentionRate,
  formatRut,
  type HonorariosRecordInput,
  type HonorariosReportResponse,
  honorariosRecordInputSchema,
} from "@nova/domain";
import { FileSpreadsheet, FileText, type LucideIcon, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-footer";
import { Figures } from "@/components/ui/figures";
import { TextField } from "@/components/ui/input";
import { QueryCard } from "@/components/ui/query-card";
import { getHonorariosYear, useHonorarios, useRecordHonorarios } from "@/entities/report";
import { downloadCsv } from "@/lib/csv";
import type { ListExportAudit } from "@/lib/list-export";
import { saveErrorMessage } from "@/lib/save-error";
import { notify } from "@/lib/toast";
import { useValidatedForm } from "@/lib/use-validated-form";
import { dj1879Csv, f29Csv, honorariosSheets } from "../lib/honorarios-export";
import { downloadWorkbook } from "../lib/xlsx";

type Row = HonorariosReportResponse["teachers"][number];

/**
 * 'Boletas de honorarios' on the compensation report (issue 39.7–8): each teacher's gross (her
 * compensation), retention and net for the month, the boleta recorded once paid, and the
 * year's DJ 1879 / F29 exports.
 */
export function HonorariosSection({ month, today }: { month: string; today: string }) {
  const query = useHonorarios(month);
  const [recording, setRecording] = useState<Row | null>(null);
  const year = Number(month.slice(0, 4));
  return (
    <QueryCard
      title="Boletas de honorarios"
      icon={ReceiptText}
      actions={<YearExports year={year} />}
      query={query}
      loadingLabel="Cargando honorarios"
      errorTitle="No se pudieron cargar los honorarios"
      after={
        <RecordDialog
          month={month}
          today={today}
          row={recording}
          onClose={() => setRecording(null)}
        />
      }
    >
      {(data) => (
        <div className="space-y-4 text-sm">
          <p className="text-ink-muted">
            {data.withholdsRetention ? (
              <>
                El estudio retiene el impuesto: se paga el líquido y la retención se declara en el
                F29 del mes de pago.
              </>
            ) : (
              <>El estudio no retiene: se paga el bruto y cada profesora paga su propio impuesto.</>
            )}{" "}
            <Link
              to="/settings?tab=honorarios"
              className="text-accent-text underline underline-offset-2"
            >
              Cambiar en Configuración
            </Link>
          </p>
          {data.teachers.length === 0 ? (
            <p className="text-ink-muted">Ninguna profesora tiene honorarios en el mes.</p>
          ) : (
            <ul className="space-y-3">
              {data.teachers.map((row) => (
                <HonorariosRow key={row.teacherId} row={row} onRecord={() => setRecording(row)} />
              ))}
              <li className="border-t border-line px-3 pt-3" data-testid="honorarios-total">
                <p className="font-medium text-ink">Total del mes</p>
                <Figures
                  className="mt-1 grid grid-cols-2 gap-3 tabular-nums sm:grid-cols-4"
                  items={[
                    { label: "Bruto", value: formatCLP(data.totals.gross) },
                    { label: "Retención", value: formatCLP(data.totals.retention) },
                    {
                      label: "Líquido a pagar",
                      value: formatCLP(data.totals.net),
                      weight: "semibold",
                    },
                  ]}
                />
              </li>
            </ul>
          )}
        </div>
      )}
    </QueryCard>
  );
}

function HonorariosRow({ row, onRecord }: { row: Row; onRecord: () => void }) {
  const paid = row.boletaNumber !== null;
  const rate =
    row.basisPoints === null
      ? "sin tasa para el año"
      : row.basisPoints === 0
        ? "sin retención"
        : formatRetentionRate(row.basisPoints);
  return (
    <li className="rounded-lg border border-line p-3" data-testid="honorarios-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">{row.teacherName}</p>
          <p className="text-ink-muted">
            {row.rut ? `RUT ${formatRut(row.rut)}` : "Sin RUT registrado"}
          </p>
        </div>
        <Button variant={paid ? "ghost" : "secondary"} onClick={onRecord}>
          {paid ? "Corregir boleta" : "Registrar boleta"}
        </Button>
      </div>
      <Figures
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4"
        items={[
          { label: "Bruto", value: formatCLP(row.gross), testId: "honorarios-gross" },
          {
            label: `Retención (${rate})`,
            value: row.retention === null ? "—" : formatCLP(row.retention),
            testId: "honorarios-retention",
          },
          {
            label: "Líquido a pagar",
            value: row.net === null ? "—" : formatCLP(row.net),
            weight: "semibold",
            testId: "honorarios-net",
          },
        ]}
      >
        <div>
          <dt className="text-ink-muted">Boleta</dt>
          <dd className="text-ink" data-testid="honorarios-boleta">
            {paid ? (
              <>
                N° {row.boletaNumber}
                <span className="block text-ink-muted">
                  pagada el{" "}
                  <span className="whitespace-nowrap">{formatDateEs(row.paidOn ?? "")}</span>
                </span>
              </>
            ) : (
              "Pendiente"
            )}
          </dd>
        </div>
      </Figures>
      {paid && row.currentGross !== row.gross && (
        <p className="mt-2 rounded-md bg-warning-soft p-2 text-warning-text">
          La compensación calculada hoy es {formatCLP(row.currentGross)}: cambió después del pago.
          Lo pagado se mantiene; la diferencia ({formatCLP(row.currentGross - row.gross)}) se paga
          con otra boleta.
        </p>
      )}
    </li>
  );
}

function RecordDialog({
  month,
  today,
  row,
  onClose,
}: {
  month: string;
  today: string;
  row: Row | null;
  onClose: () => void;
}) {
  const record = useRecordHonorarios(month);
  const {
    formRef,
    control,
    submit,
    reset,
    showServerFieldError,
    formState: { errors, isSubmitting },
  } = useValidatedForm(honorariosRecordInputSchema, {
    boletaNumber: "",
    paidOn: today,
  } as HonorariosRecordInput);
  const open = row !== null;
  const [shownFor, setShownFor] = useState<Row | null>(null);
  if (row !== shownFor) {
    setShownFor(row);
    if (row) reset({ boletaNumber: row.boletaNumber ?? "", paidOn: row.paidOn ?? today });
  }

  const save = submit(async (body) => {
    if (!row) return;
    try {
      await record.mutateAsync({ teacherId: row.teacherId, body });
      onClose();
    } catch (error) {
      if (!showServerFieldError(error, ["boletaNumber", "paidOn"])) {
        notify.error(saveErrorMessage(error, "No se pudo registrar la boleta"));
      }
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent
        title="Boleta de honorarios"
        description={
          row
            ? `${row.teacherName} · ${formatMonthEs(month)}. Al registrarla, el bruto (${formatCLP(row.gross)}) y la retención quedan como lo pagado.`
            : undefined
        }
      >
        <form ref={formRef} onSubmit={save} noValidate className="mt-4 space-y-4">
          <TextField
            label="Número de boleta"
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.boletaNumber?.message}
            {...control("boletaNumber")}
          />
          <DateField
            label="Fecha de pago"
            required
            max={today}
            error={errors.paidOn?.message}
            {...control("paidOn")}
          />
          <DialogActions label="Guardar boleta" pending={isSubmitting} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

type HonorariosYear = Awaited<ReturnType<typeof getHonorariosYear>>;

/** The year's three files: the button's icon and words, and how the file is made and saved. */
const YEAR_EXPORTS: ReadonlyArray<{
  icon: LucideIcon;
  label: (year: number) => string;
  save: (data: HonorariosYear, year: number, audit: ListExportAudit) => Promise<boolean>;
}> = [
  {
    icon: FileSpreadsheet,
    label: (year) => `Excel ${year}`,
    save: (data, year, audit) =>
      downloadWorkbook(`honorarios-${year}.xlsx`, honorariosSheets(data), audit),
  },
  {
    icon: FileText,
    label: () => "DJ 1879 (CSV)",
    save: (data, year, audit) =>
      downloadCsv(`dj1879-honorarios-${year}.csv`, dj1879Csv(data), audit),
  },
  {
    icon: FileText,
    label: () => "F29 (CSV)",
    save: (data, year, audit) => downloadCsv(`f29-retenciones-${year}.csv`, f29Csv(data), audit),
  },
];

/** The year's DJ 1879 and F29 figures as CSV or Excel (each download audited). */
function YearExports({ year }: { year: number }) {
  const [busy, setBusy] = useState(false);
  async function run(file: (typeof YEAR_EXPORTS)[number]) {
    setBusy(true);
    try {
      const data = await getHonorariosYear(year);
      await file.save(data, year, { list: "teacher-honorarios", filters: { year } });
    } catch {
      notify.error("No se pudo generar el archivo de honorarios");
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {YEAR_EXPORTS.map((file) => (
        <Button
          key={file.label(year)}
          variant="secondary"
          disabled={busy}
          onClick={() => void run(file)}
          icon={file.icon}
        >
          {file.label(year)}
        </Button>
      ))}
    </div>
  );
}
