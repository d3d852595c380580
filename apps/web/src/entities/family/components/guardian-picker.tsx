import { formatRut, type GuardianResponse } from "@nova/domain";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { SearchBox } from "@/components/ui/search-box";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useGuardianSearch } from "../api/search-guardians";

export interface GuardianPickerProps {
  /** Guardians already on the form: offered greyed out, not twice. */
  excludeIds: readonly number[];
  onPick: (guardian: GuardianResponse) => void;
}

/** Search an existing guardian by name, RUT or phone and pick her. */
export function GuardianPicker({ excludeIds, onPick }: GuardianPickerProps) {
  const [term, setTerm] = useState("");
  const debounced = useDebouncedValue(term, 250);
  const search = useGuardianSearch(debounced);
  const results = debounced.trim().length >= 2 ? (search.data?.items ?? []) : [];
  return (
    <div className="space-y-2">
      <SearchBox
        value={term}
        onChange={setTerm}
        label="Buscar apoderado existente"
        placeholder="Buscar apoderado por nombre, RUT o teléfono..."
      />
      {search.isFetching && (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> Buscando…
        </p>
      )}
      {debounced.trim().length >= 2 && !search.isFetching && results.length === 0 && (
        <p className="text-sm text-ink-muted">
          Ningún apoderado coincide con «{debounced.trim()}».
        </p>
      )}
      {results.length > 0 && (
        <ul
          className="divide-y divide-line rounded-lg border border-line"
          aria-label="Apoderados encontrados"
        >
          {results.map((g) => {
            const taken = excludeIds.includes(g.id);
            return (
              <li key={g.id}>
                <button
                  type="button"
                  disabled={taken}
                  onClick={() => {
                    onPick(g);
                    setTerm("");
                  }}
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-60"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-ink">{g.fullName}</span>
                    <span className="block truncate text-ink-muted">
                      {[g.rut ? formatRut(g.rut) : null, g.phone].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1 text-accent-text">
                    <UserPlus className="size-4" aria-hidden="true" />
                    {taken ? "Agregado" : "Agregar"}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
