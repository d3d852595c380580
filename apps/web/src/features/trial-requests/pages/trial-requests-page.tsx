import {
  type ConversionRow,
  formatMonthEs,
  TRIAL_STATUS_LABELS,
  TRIAL_STATUSES,
} from "@nova/domain";
import { Download, Inbox } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { cx } from "@/lib/class-names";
import { type CsvCell, downloadCsv } from "@/lib/csv";
import { useSettings } from "@/lib/settings";
import { useStudioToday } from "@/lib/studio-today";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useConversion } from "../api/get-conversion";
import { useTrialRequests } from "../api/get-trial-requests";
import { RequestCard } from "../components/request-card";

const selectClass =
  "h-10 rounded-lg border border-line-strong/60 bg-surface px-3 text-sm text-ink shadow-xs";

/** /solicitudes: the public page's trial requests, new first, and their conversion. */
export function TrialRequestsPage() {
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 250);
  const query = useTrialRequests({ status, search: debounced });
  const studioName = useSettings().data?.studio.name ?? "el estudio";

  return (
    <div>
      <title>Solicitudes</title>
      <PageHeader
        title="Solicitudes"
        description="Clases de prueba y listas de espera pedidas desde la página pública."
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink">
          <span className="mb-1 block">Estado</span>
          <select
            className={selectClass}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
          >
            <option value="">Todas</option>
            {TRIAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {TRIAL_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-0 flex-1 text-sm font-medium text-ink sm:max-w-xs">
          <span className="mb-1 block">Buscar</span>
          <input
            type="search"
            className={`${selectClass} w-full`}
            placeholder="Nombre, teléfono o email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
      </div>
      <QueryState
        query={query}
        loadingLabel="Cargando solicitudes"
        errorTitle="Error al cargar las solicitudes"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={Inbox}
            title="No hay solicitudes"
            description="Cuando alguien pida una clase de prueba en la página pública, aparecerá aquí."
          />
        }
      >
        {(data) => (
          <ul className="space-y-3">
            {data.map((request) => (
              <RequestCard key={request.id} request={request} studioName={studioName} />
            ))}
          </ul>
        )}
      </QueryState>
      <ConversionSection />
    </div>
  );
}

const percent = (v: number) => `${Math.round(v * 100)} %`;

/**
 * The conversion table's columns, shown and exported alike: the heading (the CSV's when it
 * says more), the value as exported and, where the screen shows it otherwise, as shown.
 */
const CONVERSION_COLUMNS: Array<{
  label: string;
  csvLabel?: string;
  csv: (row: ConversionRow) => CsvCell;
  cell?: (row: ConversionRow) => string | number;
  nowrap?: boolean;
}> = [
  { label: "Mes", csv: (r) => r.month, cell: (r) => formatMonthEs(r.month), nowrap: true },
  { label: "Clase", csv: (r) => r.className },
  { label: "Solicitudes", csv: (r) => r.requests },
  { label: "Contactadas", csv: (r) => r.contacted },
  { label: "Asistieron", csv: (r) => r.attended },
  { label: "Inscritas", csv: (r) => r.enrolled },
  { label: "Conversión", csv: (r) => percent(r.conversionRate) },
  {
    label: "Días (mediana)",
    csvLabel: "Mediana de días hasta inscribir",
    csv: (r) => r.medianDaysToEnroll,
    cell: (r) => r.medianDaysToEnroll ?? "—",
  },
];

function ConversionSection() {
  const { month } = useStudioToday();
  const [year] = month.split("-");
  const from = `${year}-01`;
  const query = useConversion(from, month);

  return (
    <section aria-labelledby="conversion-title" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="conversion-title" className="font-display text-xl font-semibold text-ink">
          Conversión {year}
        </h2>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={!query.data?.length}
          onClick={() =>
            downloadCsv(
              `conversion-${from}-${month}.csv`,
              [
                CONVERSION_COLUMNS.map((column) => column.csvLabel ?? column.label),
                ...(query.data ?? []).map((r) => CONVERSION_COLUMNS.map((column) => column.csv(r))),
              ],
              { list: "trial-conversion", filters: { from, to: month } },
            )
          }
          icon={Download}
        >
          Exportar CSV
        </Button>
      </div>
      {query.data && query.data.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-sm">
            <thead className="bg-surface-muted text-left text-ink-muted">
              <tr>
                {CONVERSION_COLUMNS.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className="px-3 py-2 font-medium whitespace-nowrap"
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((r) => (
                <tr key={`${r.month}-${r.classId}`} className="border-t border-line text-ink">
                  {CONVERSION_COLUMNS.map((column) => (
                    <td
                      key={column.label}
                      className={cx("px-3 py-2", column.nowrap && "whitespace-nowrap")}
                    >
                      {column.cell ? column.cell(r) : column.csv(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">Aún no hay solicitudes este año.</p>
      )}
    </section>
  );
}
