import { isValidDate } from "@nova/domain";
import { History, ShieldAlert, ShieldCheck } from "lucide-react";
import type { KeyboardEvent } from "react";
import { DateField } from "@/components/ui/date-field";
import { EmptyState } from "@/components/ui/empty-state";
import { ClearFiltersButton, ListFooter, useListPaging } from "@/components/ui/list-page";
import { OptionSelect } from "@/components/ui/option-select";
import { QueryState } from "@/components/ui/query-state";
import { cx } from "@/lib/class-names";
import { useStudioToday } from "@/lib/studio-today";
import { filterSelect, useListParams } from "@/lib/use-list-params";
import { useUsers } from "@/lib/users";
import { useActivity, useAuditCheck } from "../api/get-audit";
import { ACTION_OPTIONS, ENTITY_OPTIONS } from "../audit-format";
import { AuditEntry } from "./audit-entry";

const PAGE_SIZE = 25;

const FILTERS = { userId: "", entity: "", action: "", from: "", to: "" };

/**
 * 'Actividad': the audit trail, newest first, filtered by who, kind of record, action and days
 * (all in the URL with the page), under the result of the chain check.
 */
export function ActivityPanel() {
  const list = useListParams(FILTERS);
  const { timeZone } = useStudioToday();
  const users = useUsers();
  const { from, to } = list.filters;
  const query = useActivity({ ...list.filters, page: list.page, size: PAGE_SIZE });
  const total = query.data?.total ?? 0;
  const paging = useListPaging(list, query, total, PAGE_SIZE);

  /** A day filter changes once the typed text is a whole date, or is emptied. */
  const setDay = (name: "from" | "to", value: string) => {
    if (value === "" || isValidDate(value)) list.setFilter(name, value);
  };

  const selects = [
    {
      name: "userId",
      label: "Usuario",
      className: "col-span-2 sm:col-span-1 lg:col-span-2",
      all: "Todos los usuarios",
      options: (users.data ?? []).map(
        (user) => [String(user.id), user.name || user.username] as const,
      ),
    },
    {
      name: "entity",
      label: "Registro",
      className: "col-span-2 sm:col-span-1 lg:col-span-2",
      all: "Todos los registros",
      options: ENTITY_OPTIONS,
    },
    {
      name: "action",
      label: "Acción",
      className: "col-span-2",
      all: "Todas las acciones",
      options: ACTION_OPTIONS,
    },
  ] as const;
  const days = [
    { name: "from", label: "Desde", min: undefined, max: to || undefined },
    { name: "to", label: "Hasta", min: from || undefined, max: undefined },
  ] as const;

  return (
    <div>
      <ChainCheck />
      {/* The settings tabs sit in the settings form: Enter in a date box must not submit it. */}
      <search
        aria-label="Filtrar actividad"
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === "Enter" && event.target instanceof HTMLInputElement)
            event.preventDefault();
        }}
        className="mt-5 mb-5 grid grid-cols-2 items-start gap-3 lg:grid-cols-6"
      >
        {selects.map((select) => (
          <OptionSelect
            key={select.name}
            label={select.label}
            fieldClassName={select.className}
            {...filterSelect(list, select.name)}
            all={select.all}
            options={select.options}
          />
        ))}
        {/* Each day bounds the other: 'Desde' is at most 'Hasta'. */}
        {days.map((day) => (
          <div key={day.name} className="lg:col-span-2">
            <DateField
              label={day.label}
              name={day.name}
              value={list.filters[day.name]}
              min={day.min}
              max={day.max}
              onChange={(e) => setDay(day.name, e.target.value)}
            />
          </div>
        ))}
        <div className="col-span-2 lg:pt-6">
          <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
        </div>
      </search>

      <QueryState
        query={query}
        loadingLabel="Cargando actividad"
        errorTitle="Error al cargar la actividad"
        isEmpty={total === 0}
        empty={
          <EmptyState
            icon={History}
            title="Sin actividad"
            description={
              list.isFiltered
                ? "No hay cambios registrados con estos filtros."
                : "Todavía no hay cambios registrados."
            }
          />
        }
      >
        <ul
          aria-label="Actividad"
          aria-busy={query.isPlaceholderData || undefined}
          className={cx(
            "divide-y divide-line rounded-xl border border-line bg-surface px-4 py-3",
            query.isPlaceholderData && "opacity-60 transition-opacity",
          )}
        >
          {query.data?.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </ul>
        <ListFooter {...paging} noun="cambios" />
      </QueryState>
    </div>
  );
}

/** Whether the chain of the trail is intact, or the row where it breaks. */
function ChainCheck() {
  const check = useAuditCheck();
  if (check.isPending)
    return <p className="text-sm text-ink-muted">Verificando la integridad del registro…</p>;
  if (check.isError)
    return (
      <p className="text-sm text-danger-text" role="alert">
        No se pudo verificar la integridad del registro.
      </p>
    );
  const { intact, checkedRows, firstBrokenId, message } = check.data;
  return (
    <div
      role={intact ? "status" : "alert"}
      className={cx(
        "flex items-start gap-3 rounded-lg border p-4 text-sm",
        intact
          ? "border-success-soft bg-success-soft text-success-text"
          : "border-danger-soft bg-danger-soft text-danger-text",
      )}
    >
      {intact ? (
        <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
      ) : (
        <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      )}
      <div>
        <p className="font-semibold">
          {intact ? "Registro íntegro" : "El registro de actividad fue alterado"}
        </p>
        <p className="mt-0.5">
          {intact
            ? `${checkedRows} cambios verificados: ninguno fue modificado ni borrado fuera de la consola.`
            : firstBrokenId !== null
              ? `La fila n.º ${firstBrokenId} no coincide con la cadena: se modificó, o se borró o agregó una fila antes de ella fuera de la consola. Los ${checkedRows} cambios anteriores están íntegros.`
              : message}
        </p>
      </div>
    </div>
  );
}
