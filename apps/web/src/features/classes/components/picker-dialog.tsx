import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SearchBox } from "@/components/ui/search-box";

/** How many matches a picker lists at once; the search narrows the rest. */
const SHOWN = 50;

export interface PickerOption {
  id: number;
  name: string;
  /** A second line (a birth date, an e-mail). */
  detail?: ReactNode;
  /** A badge beside the name ('Propietaria'). */
  badge?: ReactNode;
}

/**
 * A modal to choose a person for the class: a search box over `options` (filtered by
 * `matches`), each match with its action button. Focus stays inside; Escape closes it.
 */
export function PickerDialog<T>({
  open,
  onOpenChange,
  title,
  description,
  searchLabel,
  query,
  toOptions,
  matches,
  actionLabel,
  onPick,
  pending,
  blocked,
  emptyText,
  errorTitle,
  fields,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  searchLabel: string;
  query: UseQueryResult<T[]>;
  /** The candidates: already-chosen people left out. */
  toOptions: (items: T[]) => Array<PickerOption & { item: T }>;
  matches: (item: T, folded: string) => boolean;
  actionLabel: string;
  onPick: (id: number) => void;
  pending: boolean;
  /** When set, a message shown instead of allowing any pick ('Clase completa'). */
  blocked?: string;
  emptyText: string;
  /** The list's load failure ('Error al cargar profesores'). */
  errorTitle: string;
  /** Inputs that go with every pick, above the search ('Desde' for a teacher). */
  fields?: ReactNode;
}) {
  const [search, setSearch] = useState("");
  const options = query.data ? toOptions(query.data) : [];
  const found = options.filter((option) => matches(option.item, search));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch("");
        onOpenChange(next);
      }}
    >
      <DialogContent title={title} description={description} className="max-w-xl">
        {blocked && (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-warning-soft px-3 py-2 text-sm font-medium text-warning-text"
          >
            {blocked}
          </p>
        )}
        {fields && <div className="mt-4">{fields}</div>}
        <div className="mt-4">
          <SearchBox
            value={search}
            onChange={setSearch}
            label={searchLabel}
            placeholder={searchLabel}
          />
        </div>
        <div className="mt-3 max-h-80 overflow-y-auto">
          {query.isPending ? (
            <LoadingState label="Cargando" className="py-8" />
          ) : query.isError ? (
            <QueryErrorState title={errorTitle} query={query} />
          ) : found.length === 0 ? (
            <p className="py-6 text-center text-sm text-ink-muted">{emptyText}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={title}>
              {found.slice(0, SHOWN).map((option) => (
                <li key={option.id} className="flex items-center justify-between gap-3 py-2.5">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      {option.name}
                      {option.badge}
                    </p>
                    {option.detail && <p className="text-sm text-ink-muted">{option.detail}</p>}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={pending || blocked !== undefined}
                    onClick={() => onPick(option.id)}
                    aria-label={`${actionLabel} a ${option.name}`}
                  >
                    {actionLabel}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {found.length > SHOWN && (
            <p className="pt-2 text-center text-xs text-ink-muted">
              Mostrando {SHOWN} de {found.length}; escribe para acotar la búsqueda.
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
