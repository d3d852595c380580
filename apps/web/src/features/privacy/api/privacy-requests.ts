import type {
  PrivacyRequestInput,
  PrivacyRequestResponse,
  PrivacyRequestUpdate,
} from "@nova/domain";
import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { privacyKeys } from "./keys";

// The register of data-rights requests (access, correction, erasure…) and their answers.

/** GET /api/privacy/requests: the register of data-rights requests, newest first. */
export const usePrivacyRequests = apiRead<PrivacyRequestResponse[]>({
  key: privacyKeys.requests,
  url: "/api/privacy/requests",
});

/** POST /api/privacy/requests: registers a request; the server sets its legal deadline. */
export function useCreatePrivacyRequest() {
  return useApiWrite({
    send: (input: PrivacyRequestInput) =>
      api.post<PrivacyRequestResponse>("/api/privacy/requests", input),
    successMessage: "Solicitud registrada",
    stale: [privacyKeys.requests()],
  });
}

/** PUT /api/privacy/requests/{id}: its status, answer and the action taken. */
export function useUpdatePrivacyRequest() {
  return useApiWrite({
    send: ({ id, input }: { id: number; input: PrivacyRequestUpdate }) =>
      api.put<PrivacyRequestResponse>(`/api/privacy/requests/${id}`, input),
    successMessage: "Solicitud actualizada",
    stale: [privacyKeys.requests()],
  });
}
