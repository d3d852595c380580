import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { cx } from "@/lib/class-names";
import { ErrorState } from "./empty-state";
import { Spinner } from "./spinner";

/** A centred spinner standing for content that is loading; `label` is read by screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cx("flex justify-center py-16 text-accent", className)}>
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** A failed query shown in place: its title, the server's message and 'Reintentar' (refetch). */
export function QueryErrorState({
  title,
  query,
}: {
  title: string;
  query: Pick<UseQueryResult, "error" | "refetch" | "isFetching">;
}) {
  return (
    <ErrorState
      title={title}
      message={getErrorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** True when a request failed because the record does not exist (HTTP 404). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * A list's body by its query's state: spinner, error with 'Reintentar', `empty` when
 * `isEmpty`, else `children` (the items, the footer).
 */
export function ListQueryState({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  errorTitle: string;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <QueryErrorState title={errorTitle} query={query} />;
  return isEmpty ? empty : children;
}
