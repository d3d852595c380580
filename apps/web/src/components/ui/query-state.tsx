import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { cx } from "@/lib/class-names";
import { Button } from "./button";
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

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The spinner's spacing instead of the page's (a card: `py-6`). */
  loadingClassName?: string;
  errorTitle: string;
  isEmpty?: boolean | ((data: T) => boolean);
  empty?: ReactNode;
  children: ReactNode | ((data: T) => ReactNode);
}

/**
 * A page's or a card's body by its query's state: the spinner, the error with 'Reintentar',
 * `empty` when `isEmpty` (a flag, or a test of the loaded data), else `children` (a node, or
 * a function of the loaded data).
 */
export function QueryState<T>({
  query,
  loadingLabel,
  loadingClassName,
  errorTitle,
  isEmpty = false,
  empty = null,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} className={loadingClassName} />;
  if (query.isError) return <QueryErrorState title={errorTitle} query={query} />;
  if (typeof isEmpty === "function" ? isEmpty(query.data) : isEmpty) return empty;
  return typeof children === "function" ? children(query.data) : children;
}

export interface CardQueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  error: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A section card's body by its query's state: a small spinner, the error in one line with
 * 'Reintentar', `empty` (a text, set muted, or a node) when `isEmpty(data)`, else
 * `children(data)`.
 */
export function CardQueryState<T>({
  query,
  loadingLabel,
  error,
  isEmpty,
  empty,
  children,
}: CardQueryStateProps<T>) {
  if (query.isPending) return <Spinner className="size-6 text-accent" label={loadingLabel} />;
  if (query.isError)
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-danger-text" role="alert">
        {error}
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  if (isEmpty?.(query.data))
    return typeof empty === "string" ? <p className="text-sm text-ink-muted">{empty}</p> : empty;
  return children(query.data);
}
