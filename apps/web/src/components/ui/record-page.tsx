import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { parseRouteId } from "@/lib/route-id";
import { NotFoundState, type NotFoundStateProps } from "./not-found-state";
import { PageHeader } from "./page-header";
import { isNotFoundError, LoadingState, QueryErrorState } from "./query-state";

export interface RecordPageProps<T> {
  /** The record's query hook, e.g. `useStudent` (called with the id from the route). */
  useRecord: (id: number) => UseQueryResult<T>;
  /** The kind of record ("Estudiante"): the tab's title while loading, the error's heading. */
  noun: string;
  loadingLabel: string;
  errorTitle: string;
  /** Where the error state's back link goes ({ to: "/students", label: "Estudiantes" }). */
  back: { to: string; label: string };
  /** Shown for an id that is not a number and for a record the API does not have. */
  notFound: NotFoundStateProps;
  /** The screen itself, once the record has loaded. */
  children: (record: T) => ReactNode;
}

/**
 * A record's detail screen at `…/:id`: reads the id from the route and shows loading, not
 * found (bad id or 404) or the error with 'Reintentar' until `children(record)` can render.
 */
export function RecordPage<T>(props: RecordPageProps<T>) {
  const id = parseRouteId(useParams().id);
  if (id === null) return <NotFoundState {...props.notFound} />;
  return <RecordLoader key={id} id={id} {...props} />;
}

function RecordLoader<T>({
  id,
  useRecord,
  noun,
  loadingLabel,
  errorTitle,
  back,
  notFound,
  children,
}: RecordPageProps<T> & { id: number }) {
  const query = useRecord(id);
  if (query.isPending) {
    return (
      <>
        <title>{`${noun} · NOVA`}</title>
        <LoadingState label={loadingLabel} className="py-20" />
      </>
    );
  }
  if (query.isError) {
    if (isNotFoundError(query.error)) return <NotFoundState {...notFound} />;
    return (
      <section aria-labelledby="page-title">
        <PageHeader title={noun} back={back} />
        <QueryErrorState title={errorTitle} query={query} />
      </section>
    );
  }
  return children(query.data);
}
