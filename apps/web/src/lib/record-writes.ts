import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "./api-client";
import { invalidateKeys } from "./query-keys";

/** The toasts of a record's writes ("Clase creada exitosamente"…). */
export interface RecordWriteMessages {
  created: string;
  updated: string;
  deleted: string;
  /** The title of a refused delete's toast (the server's reason is its description). */
  deleteFailed: string;
}

/**
 * The toasts of a record kind named `noun` ("Clase") whose participles end in `ending` ("a":
 * "Clase creada exitosamente"); `deleteFailed` is written out, its article varies.
 */
export function recordWriteMessages(
  noun: string,
  ending: "a" | "o",
  deleteFailed: string,
): RecordWriteMessages {
  return {
    created: `${noun} cread${ending} exitosamente`,
    updated: `${noun} actualizad${ending} exitosamente`,
    deleted: `${noun} eliminad${ending} exitosamente`,
    deleteFailed,
  };
}

// TRecord is what the API answers, TData what the form sends.

/**
 * One kind of record's writes at `url` ("/api/classes"): POST `url` answers the created record,
 * PUT `url/{id}` the saved one, DELETE `url/{id}` nothing. Each toasts its message and marks
 * stale every screen that shows the record (`shownIn`, from lib/query-keys).
 */
export interface RecordWrites {
  url: string;
  shownIn: readonly (readonly unknown[])[];
  messages: RecordWriteMessages;
}

export function useCreateRecord<TRecord, TData>(writes: RecordWrites) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TData) => api.post<TRecord>(writes.url, data),
    meta: { successMessage: writes.messages.created },
    onSuccess: () => void invalidateKeys(queryClient, writes.shownIn),
  });
}

export function useUpdateRecord<TRecord, TData>(writes: RecordWrites, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TData) => api.put<TRecord>(`${writes.url}/${id}`, data),
    meta: { successMessage: writes.messages.updated },
    onSuccess: () => void invalidateKeys(queryClient, writes.shownIn),
  });
}

export function useDeleteRecord(writes: RecordWrites, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`${writes.url}/${id}`),
    meta: { successMessage: writes.messages.deleted, errorMessage: writes.messages.deleteFailed },
    // Everything that showed it is stale, but nothing is refetched now: the screen still on
    // display is the record's own, which would only answer 404 before the page moves on.
    onSuccess: () => void invalidateKeys(queryClient, writes.shownIn, { refetchType: "none" }),
  });
}
