import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SearchBox } from "@/components/ui/search-box";

/** How many matches a picker lists at once; the search narrows the rest. */
const SHOWN = 50;

/** A person a picker can offer: a teacher or a student, by her id and full name. */
interface Person {
  id: number;
  fullName: string;
}

/** What a picker's row shows under and beside a person's name. */
interface PersonDetails {
  /** A second line (a birth date, an e-mail). */
  detail?: ReactNode;
  /** A badge beside the name ('Propietaria'). */
  badge?: ReactNode;
}

/**
 * A modal to choose a person for the class: a search box over everyone in `query` but those
 * already in it (`leaveOut`), filtered by `matches`, each match with its action button.
 * Focus stays inside; Escape closes it.
 */
export function PickerDialog<T extends Person>({
  open,
  onOpenChange,
  title,
  description,
  searchLabel,
  query,
  leaveOut,
  describe,
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
  /** The ids of the class's own people (its teachers, its students): not offered again. */
  leaveOut: readonly number[];
  describe: (person: T) => PersonDetails;
  matches: (person: T, folded: string) => boolean;
  actionLabel: string;
  onPick: (person: T) => void;
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
  const found = (query.data ?? []).filter(
    (person) => !leaveOut.includes(person.id) && matches(person, search),
  );

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
              {found.slice(0, SHOWN).map((person) => {
                const { detail, badge } = describe(person);
                return (
                  <li key={person.id} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                        {person.fullName}
                        {badge}
                      </p>
                      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={pending || blocked !== undefined}
                      onClick={() => onPick(person)}
                      aria-label={`${actionLabel} a ${person.fullName}`}
                    >
                      {actionLabel}
                    </Button>
                  </li>
                );
              })}
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
