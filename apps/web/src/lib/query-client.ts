import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getErrorMessage, isApiError, SHOWN_403 } from "./api-client";
import { notify } from "./toast";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** Title of the error toast; the error's own message becomes its description. */
      errorMessage?: string;
      /** The screen shows the failure itself (error state with Reintentar): no toast. */
      silent?: boolean;
      /** Statuses the screen shows itself (e.g. 404 as a "no encontrado" view): no toast. */
      silentStatuses?: readonly number[];
    };
    mutationMeta: {
      errorMessage?: string;
      successMessage?: string;
    };
  }
}

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx will not change by asking again; network blips and 5xx get one more try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function toastError(error: Error, title: string | undefined): void {
  // Forced logouts (docs/product/contract-texts.md#session-errors) already move the user away; a toast would only confuse.
  if (isApiError(error) && (error.status === 401 || error.status === 403)) {
    if (error.status === 401 || !SHOWN_403.has(error.errorType ?? "")) return;
  }
  const message = getErrorMessage(error);
  if (title && title !== message) notify.error(title, { description: message });
  else notify.error(message);
}

/**
 * The app's QueryClient. Failed queries show an error toast (docs/product/contract-texts.md#load-errors "generic load failure")
 * unless `meta.silent`; mutations toast only when they set `meta.errorMessage` /
 * `meta.successMessage`, since forms usually show their errors in place.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        if (isApiError(error) && query.meta?.silentStatuses?.includes(error.status)) return;
        toastError(error, query.meta?.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorMessage) toastError(error, mutation.meta.errorMessage);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) notify.success(mutation.meta.successMessage);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
