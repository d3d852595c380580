import { TEACHER_FILTER_LABELS, TEACHER_FILTERS, type TeacherFilter } from "@nova/domain";
import { FunnelX, GraduationCap, Plus, SearchX } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SearchBox } from "@/components/ui/search-box";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { cx } from "@/lib/class-names";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useTeachers } from "../api/get-teachers";
import { TeacherCard } from "../components/teacher-card";

/** Same pause as the student search before the request goes out. */
const SEARCH_DEBOUNCE_MS = 400;

export function TeacherListPage() {
  const filterId = useId();
  const [typed, setTyped] = useState("");
  const [status, setStatus] = useState<TeacherFilter>("all");
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS).trim();
  const query = useTeachers({ search, status });
  const filtered = typed.trim() !== "" || status !== "all";

  function clearFilters() {
    setTyped("");
    setStatus("all");
  }

  const teachers = query.data ?? [];
  const owners = teachers.filter((teacher) => teacher.isStudioOwner).length;
  const totalStudents = teachers.reduce((sum, teacher) => sum + teacher.totalStudents, 0);

  return (
    <section aria-labelledby="page-title">
      <title>Profesoras · NOVA</title>
      <PageHeader
        title="Profesoras"
        description="El equipo docente del estudio y su compensación."
        actions={
          <Link to="/teachers/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nueva profesora
          </Link>
        }
      />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1 sm:max-w-md">
          <SearchBox
            value={typed}
            onChange={setTyped}
            label="Buscar profesoras"
            placeholder="Buscar por nombre o email..."
          />
        </div>
        <div className="flex items-end gap-3">
          <div className="flex-1 sm:flex-none">
            <label htmlFor={filterId} className="sr-only">
              Tipo de profesora
            </label>
            <select
              id={filterId}
              value={status}
              onChange={(event) =>
                setStatus(TEACHER_FILTERS.find((filter) => filter === event.target.value) ?? "all")
              }
              className="h-10 w-full rounded-lg border border-line-strong/60 bg-surface px-3 text-base text-ink shadow-xs hover:border-line-strong sm:w-44 sm:text-sm"
            >
              {TEACHER_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {TEACHER_FILTER_LABELS[filter]}
                </option>
              ))}
            </select>
          </div>
          {filtered && (
            <Button variant="ghost" onClick={clearFilters}>
              <FunnelX className="size-4" aria-hidden="true" />
              Limpiar filtros
            </Button>
          )}
        </div>
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-16 text-accent">
          <Spinner className="size-8" label="Cargando profesoras" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Error al cargar profesores"
          message={getErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : teachers.length === 0 ? (
        <EmptyState
          icon={filtered ? SearchX : GraduationCap}
          title="No hay profesores"
          description={
            filtered
              ? "Ninguna profesora coincide con los filtros."
              : "Aún no se ha registrado ninguna profesora."
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Limpiar filtros
              </Button>
            ) : (
              <Link to="/teachers/new" className={buttonClasses()}>
                <Plus className="size-4" aria-hidden="true" />
                Agregar profesora
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul
            aria-label="Profesoras"
            aria-busy={query.isPlaceholderData || undefined}
            className={cx(
              "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3",
              query.isPlaceholderData && "opacity-60 transition-opacity",
            )}
          >
            {teachers.map((teacher) => (
              <TeacherCard key={teacher.id} teacher={teacher} />
            ))}
          </ul>
          <dl
            aria-label="Totales"
            className="mt-6 grid grid-cols-3 divide-x divide-line rounded-xl border border-line bg-surface text-center"
          >
            <div className="px-2 py-3">
              <dt className="text-xs text-ink-muted sm:text-sm">Propietarios</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink">{owners}</dd>
            </div>
            <div className="px-2 py-3">
              <dt className="text-xs text-ink-muted sm:text-sm">Instructores</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink">{teachers.length - owners}</dd>
            </div>
            <div className="px-2 py-3">
              <dt className="text-xs text-ink-muted sm:text-sm">Total estudiantes</dt>
              <dd className="mt-0.5 text-lg font-semibold text-ink">{totalStudents}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
