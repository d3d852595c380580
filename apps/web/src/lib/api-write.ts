import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateKeys } from "./query-keys";

type QueryKeys = readonly (readonly unknown[])[];

/**
 * A write to the API that is not a record's plain create/update/delete (those are
 * record-writes.ts): a consent given, a request answered, a scholarship ended.
 */
export interface ApiWrite<TInput, TResult> {
  /** The call itself (`(input) => api.post(...)`). */
  send: (input: TInput) => Promise<TResult>;
  /** The toast once it succeeded; none when the screen says it itself. */
  successMessage?: string;
  /** The queries it makes stale (lib/query-keys), fixed or of what the server answered. */
  stale: QueryKeys | ((result: TResult) => QueryKeys);
}

/**
 * The mutation of an `ApiWrite`. It settles only once the stale queries on screen have read
 * again, so a form or dialog that closes on success closes onto fresh data.
 */
export function useApiWrite<TInput = void, TResult = unknown>(write: ApiWrite<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write.send,
    meta: { successMessage: write.successMessage },
    onSuccess: (result) =>
      invalidateKeys(
        queryClient,
        typeof write.stale === "function" ? write.stale(result) : write.stale,
      ),
  });
}
