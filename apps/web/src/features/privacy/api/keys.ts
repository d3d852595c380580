import { queryRoots } from "@/lib/query-keys";

/** Query keys of the privacy feature; every key starts with "privacy". */
export const privacyKeys = {
  all: queryRoots.privacy,
  publicNotice: () => [...privacyKeys.all, "public-notice"] as const,
  notice: () => [...privacyKeys.all, "notice"] as const,
  consents: (studentId: number) => [...privacyKeys.all, "consents", studentId] as const,
  guardianConsents: (guardianId: number) =>
    [...privacyKeys.all, "guardian-consents", guardianId] as const,
  healthNotes: (studentId: number) => [...privacyKeys.all, "health-notes", studentId] as const,
  requests: () => [...privacyKeys.all, "requests"] as const,
  retention: () => [...privacyKeys.all, "retention"] as const,
};
