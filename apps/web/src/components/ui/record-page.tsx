import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { parseRouteId } from "@/lib/route-id";
import { NotFoundState, type NotFoundStateProps } from "./not-found-state";
import { PageHeader } from "./page-header";
import { isNotFoundError, LoadingState, QueryErrorState } from "./query-state";

/**
 * One kind of record (a student, a class…) as its detail and edit screens load it: the same
 * query, the same words while loading and on failure, the same list to go back to.
 */
export interface RecordKind<T> {
  /** The record's query hook, e.g. `useStudent` (called with the id from the route). */
  useRecord: (id: number) => UseQueryResult<T>;
  /** "Estudiante": the tab's title while loading, the error's heading; "Cargando estudiante". */
  noun: string;
  /** Its list ({ to: "/students", label: "Estudiantes" }): where a failure or 'not found' leads. */
  list: { to: string; label: string };
  /** "Error al cargar los datos del estudiante": the detail's error title, the edit's toast. */
  loadError: string;
}

/** The spinner's words while a record of this kind loads ("Cargando estudiante"). */
export function loadingLabel(kind: Pick<RecordKind<unknown>, "noun">): string {
  return `Cargando ${kind.noun.toLowerCase()}`;
}

export interface RecordPageProps<T> {
  kind: RecordKind<T>;
  /**
   * Shown for an id that is not a number and for a record the API does not have; its link
   * goes back to the kind's list ("Volver a estudiantes").
   */
  notFound: Omit<NotFoundStateProps, "backTo" | "backLabel">;
  /** The screen itself, once the record has loaded. */
  children: (record: T) => ReactNode;
}

/**
 * A record's detail screen at `…/:id`: reads the id from the route and shows loading, not
 * found (bad id or 404) or the error with 'Reintentar' until `children(record)` can render.
 */
export function RecordPage<T>({ kind, notFound, children }: RecordPageProps<T>) {
  const id = parseRouteId(useParams().id);
  const notFoundState = (
    <NotFoundState
      {...notFound}
      backTo={kind.list.to}
      backLabel={`Volver a ${kind.list.label.toLowerCase()}`}
    />
  );
  if (id === null) return notFoundState;
  return (
    <RecordLoader key={id} id={id} kind={kind} notFound={notFoundState}>
      {children}
    </RecordLoader>
  );
}

function RecordLoader<T>({
  id,
  kind,
  notFound,
  children,
}: {
  id: number;
  kind: RecordKind<T>;
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}) {
  const query = kind.useRecord(id);
  if (query.isPending) {
    return (
      <>
        <title>{`${kind.noun} · NOVA`}</title>
        <LoadingState label={loadingLabel(kind)} className="py-20" />
      </>
    );
  }
  if (query.isError) {
    if (isNotFoundError(query.error)) return notFound;
    return (
      <section aria-labelledby="page-title">
        <PageHeader title={kind.noun} back={kind.list} />
        <QueryErrorState title={kind.loadError} query={query} />
      </section>
    );
  }
  return children(query.data);
}
