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
 * The create, update and delete of one kind of record at `url` ("/api/classes"): POST `url`
 * answers the created record, PUT `url/{id}` the saved one, DELETE `url/{id}` nothing. Each
 * toasts its message and marks stale every screen that shows the record (`shownIn`, from
 * lib/query-keys).
 */
export function recordWrites<TRecord, TData>({
  url,
  shownIn,
  messages,
}: {
  url: string;
  shownIn: readonly (readonly unknown[])[];
  messages: RecordWriteMessages;
}) {
  return {
    useCreate() {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (data: TData) => api.post<TRecord>(url, data),
        meta: { successMessage: messages.created },
        onSuccess: () => void invalidateKeys(queryClient, shownIn),
      });
    },
    useUpdate(id: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (data: TData) => api.put<TRecord>(`${url}/${id}`, data),
        meta: { successMessage: messages.updated },
        onSuccess: () => void invalidateKeys(queryClient, shownIn),
      });
    },
    useDelete(id: number) {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: () => api.delete<void>(`${url}/${id}`),
        meta: { successMessage: messages.deleted, errorMessage: messages.deleteFailed },
        // Everything that showed it is stale, but nothing is refetched now: the screen still
        // on display is the record's own, which would only answer 404 before the page moves on.
        onSuccess: () => void invalidateKeys(queryClient, shownIn, { refetchType: "none" }),
      });
    },
  };
}
