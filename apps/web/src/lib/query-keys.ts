import type { QueryClient } from "@tanstack/react-query";

/**
 * The first element of every query key: one root per feature's cache (and the app-wide
 * settings and users). Each feature builds its keys on its root in `features/<f>/api/keys.ts`;
 * a write that changes what another feature shows names that feature's root here, so no
 * feature reaches into another's key factory.
 */
export const queryRoots = {
  attendance: ["attendance"],
  audit: ["audit"],
  cashClose: ["cash-close"],
  classes: ["classes"],
  dashboard: ["dashboard"],
  families: ["families"],
  inbox: ["inbox"],
  payments: ["payments"],
  portal: ["portal"],
  privacy: ["privacy"],
  reports: ["reports"],
  settings: ["settings"],
  students: ["students"],
  teachers: ["teachers"],
  trialRequests: ["trial-requests"],
  sitePhotos: ["site-photos"],
  users: ["users"],
  waivers: ["waivers"],
} as const;

/**
 * Marks every query under the given keys stale after a write. The ones on screen refetch at
 * once unless `refetchType` is "none" (a deletion whose own screen would only answer 404).
 */
export function invalidateKeys(
  queryClient: QueryClient,
  keys: readonly (readonly unknown[])[],
  options: { refetchType?: "active" | "none" } = {},
): Promise<void> {
  return Promise.all(
    keys.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, refetchType: options.refetchType }),
    ),
  ).then(() => undefined);
}

// What each kind of write makes stale, by the features that show it. A new screen that shows
// one of these records adds its feature's root to the lists below.

/** A student created, edited or deleted: her name and data show on these. */
export const STUDENT_SHOWN_IN = [
  queryRoots.students,
  queryRoots.families,
  queryRoots.classes,
  queryRoots.payments,
  queryRoots.reports,
  queryRoots.teachers,
  queryRoots.dashboard,
  queryRoots.audit,
] as const;

/** A teacher created, edited or deleted: her name and rate show on these. */
export const TEACHER_SHOWN_IN = [
  queryRoots.teachers,
  queryRoots.classes,
  queryRoots.reports,
  queryRoots.dashboard,
  queryRoots.audit,
] as const;

/** A class created, edited or deleted, or its students and teachers changed. */
export const CLASS_SHOWN_IN = [
  queryRoots.classes,
  queryRoots.teachers,
  queryRoots.students,
  queryRoots.payments,
  queryRoots.reports,
  queryRoots.dashboard,
  queryRoots.audit,
] as const;

/** A payment recorded or deleted: what counts, owes or takes it. */
export const PAYMENT_SHOWN_IN = [
  queryRoots.payments,
  // A family's statement (issue 26).
  queryRoots.families,
  queryRoots.students,
  queryRoots.classes,
  queryRoots.teachers,
  queryRoots.reports,
  queryRoots.dashboard,
  queryRoots.cashClose,
  queryRoots.audit,
] as const;

/** A late fee waived: the month owes less everywhere it is priced. */
export const WAIVER_SHOWN_IN = [
  queryRoots.waivers,
  queryRoots.students,
  queryRoots.payments,
  queryRoots.reports,
] as const;
