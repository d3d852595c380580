import { UserRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { SEARCH_DEBOUNCE_MS } from "@/lib/use-list-params";
import { useStudentOptions } from "../api/get-students";
import type { PaymentStudent } from "../payment";

/**
 * The searchable student field of 'Procesar Pago' and of the payments filter: typing searches by
 * name, e-mail or RUT and offers the matches as buttons; once chosen, the name shows with
 * 'Cambiar' (which, as a filter, goes back to every student).
 */
export function StudentPicker({
  selected,
  loadingSelected,
  onSelect,
  error,
  optional = false,
}: {
  selected: PaymentStudent | undefined;
  loadingSelected: boolean;
  onSelect: (id: number | null) => void;
  error: string | undefined;
  /** A filter rather than a required form field. */
  optional?: boolean;
}) {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const choosing = !selected && !loadingSelected;
  const options = useStudentOptions(search, choosing && search.trim() !== "");

  if (loadingSelected)
    return <Spinner className="size-5 text-accent" label="Cargando estudiante" />;
  if (selected) {
    return (
      <div data-field className="scroll-mt-24 space-y-1.5">
        <p className="text-sm font-medium text-ink">Estudiante</p>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2">
          <span className="flex items-center gap-2 font-medium text-ink">
            <UserRound className="size-4 text-accent-text" aria-hidden="true" />
            {selected.fullName}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={optional ? "Ver pagos de todos los estudiantes" : undefined}
            onClick={() => {
              setTyped("");
              onSelect(null);
            }}
          >
            {optional ? "Quitar" : "Cambiar"}
          </Button>
        </div>
      </div>
    );
  }

  const items = options.data ?? [];
  return (
    <div>
      <Field
        label="Estudiante"
        required={!optional}
        error={error}
        hint={optional ? undefined : "Escribe el nombre, email o RUT y elige de la lista."}
      >
        {(wiring) => (
          <Input
            {...wiring}
            name={optional ? "student" : "studentId"}
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={optional ? "Todos los estudiantes" : "Buscar estudiante..."}
          />
        )}
      </Field>
      {search.trim() !== "" && (
        <div className="mt-2" aria-live="polite">
          {options.isPending ? (
            <Spinner className="size-5 text-accent" label="Buscando estudiantes" />
          ) : items.length === 0 ? (
            <p className="text-sm text-ink-muted">
              Ningún estudiante coincide con «{search.trim()}».
            </p>
          ) : (
            <ul
              aria-label="Estudiantes encontrados"
              className="divide-y divide-line rounded-lg border border-line"
            >
              {items.map((student) => (
                <li key={student.id}>
                  <button
                    type="button"
                    onClick={() => onSelect(student.id)}
                    className="flex w-full flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
                  >
                    <span className="font-medium text-ink">{student.fullName}</span>
                    <span className="text-sm text-ink-muted">
                      {[student.phone, student.email].filter(Boolean).join(" · ")}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
