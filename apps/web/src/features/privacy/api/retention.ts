import { api } from "@/lib/api-client";
import { apiRead } from "@/lib/api-query";
import { useApiWrite } from "@/lib/api-write";
import { queryRoots, STUDENT_SHOWN_IN } from "@/lib/query-keys";
import { privacyKeys } from "./keys";

export interface RetentionPreview {
  asOf: string;
  retentionYears: number;
  trialRetentionMonths: number;
  auditRetentionYears: number;
  candidates: {
    studentId: number;
    name: string;
    retentionStart: string;
    retentionEndsOn: string;
  }[];
  trialRequests: { trialRequestId: number; name: string; retentionEndsOn: string }[];
  audit: { before: string; rowIds: number[] };
}

/** GET /api/privacy/retention: what the next daily retention run will anonymise, per kind. */
export const useRetention = apiRead<RetentionPreview>({
  key: privacyKeys.retention,
  url: "/api/privacy/retention",
});

/** POST /api/privacy/retention/run: runs now the pass the server runs every day (admins). */
export function useRunRetention() {
  return useApiWrite({
    send: () => api.post<RetentionPreview>("/api/privacy/retention/run"),
    successMessage: "Pasada de conservación ejecutada",
    // Names change on every screen that shows a student or a trial request.
    stale: [privacyKeys.all, queryRoots.trialRequests, ...STUDENT_SHOWN_IN],
  });
}
