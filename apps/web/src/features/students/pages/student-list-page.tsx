import { STUDENT_PAGE_SIZE } from "@nova/domain";
import { Plus, SearchX, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState, ErrorState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { SearchBox } from "@/components/ui/search-box";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { cx } from "@/lib/class-names";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useStudents } from "../api/get-students";
import { StudentCard } from "../components/student-card";

/** The search request goes out this long after typing stops (SPEC §9). */
export const SEARCH_DEBOUNCE_MS = 400;

function pageFromParams(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function StudentListPage() {
  // The search and the page live in the URL, so "back" from a student returns to the same page.
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const page = pageFromParams(params);
  const [typed, setTyped] = useState(search);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The search last written to the URL, to tell our own writes from navigation.
  const written = useRef(search);

  // A new search starts again at page 1 (SPEC §4).
  useEffect(() => {
    const wanted = debounced.trim();
    if (wanted === written.current) return;
    written.current = wanted;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (wanted) next.set("q", wanted);
        else next.delete("q");
        next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  // The URL changed under us (a link to /students, back/forward): the box follows it.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setTyped(search);
  }, [search]);

  const query = useStudents({ search, page, size: STUDENT_PAGE_SIZE });
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STUDENT_PAGE_SIZE));

  function goToPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete("page");
      else updated.set("page", String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  }

  // After deletions the page asked for may no longer exist: show the last one.
  const beyondEnd = query.isSuccess && !query.isPlaceholderData && total > 0 && page > pageCount;
  useEffect(() => {
    if (beyondEnd) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("page", String(pageCount));
          return updated;
        },
        { replace: true },
      );
    }
  }, [beyondEnd, pageCount, setParams]);

  const items = query.data?.items ?? [];
  const first = total === 0 ? 0 : (page - 1) * STUDENT_PAGE_SIZE + 1;
  const last = Math.min(page * STUDENT_PAGE_SIZE, total);

  return (
    <section aria-labelledby="page-title">
      <title>Estudiantes · NOVA</title>
      <PageHeader
        title="Estudiantes"
        description="Fichas de las alumnas y alumnos del estudio."
        actions={
          <Link to="/students/new" className={buttonClasses()}>
            <Plus className="size-4" aria-hidden="true" />
            Nuevo estudiante
          </Link>
        }
      />

      <div className="mb-5 max-w-xl">
        <SearchBox
          value={typed}
          onChange={setTyped}
          label="Buscar estudiantes"
          placeholder="Buscar por nombre, email o DNI..."
        />
      </div>

      {query.isPending ? (
        <div className="flex justify-center py-16 text-accent">
          <Spinner className="size-8" label="Cargando estudiantes" />
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Error al cargar estudiantes"
          message={getErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : total === 0 ? (
        search ? (
          <EmptyState
            icon={SearchX}
            title="No hay estudiantes"
            description={`Ningún estudiante coincide con «${search}».`}
            action={
              <Button variant="secondary" onClick={() => setTyped("")}>
                Ver todos los estudiantes
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Users}
            title="No hay estudiantes"
            description="Aún no se ha registrado ningún estudiante."
            action={
              <Link to="/students/new" className={buttonClasses()}>
                <Plus className="size-4" aria-hidden="true" />
                Agregar estudiante
              </Link>
            }
          />
        )
      ) : (
        <>
          <ul
            aria-label="Estudiantes"
            aria-busy={query.isPlaceholderData || undefined}
            className={cx(
              "grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3",
              query.isPlaceholderData && "opacity-60 transition-opacity",
            )}
          >
            {items.map((student) => (
              <StudentCard key={student.id} student={student} />
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-center gap-4 lg:flex-row lg:justify-between">
            <p className="text-sm text-ink-muted" aria-live="polite">
              Mostrando {first}-{last} de {total} estudiantes
            </p>
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onPageChange={goToPage}
            />
          </div>
        </>
      )}
    </section>
  );
}
