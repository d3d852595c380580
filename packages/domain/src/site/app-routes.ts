import { isOneOf } from "../shared/codes-of";

// The web app's addresses (apps/web/src/app/router.tsx; a test there keeps both lists equal).
// The server answers a path the app knows with the app (200) and any other with the app's
// friendly 404 page under an HTTP 404 (issue 40): a mistyped address is not a page to index.

/** Pages anyone may find: the studio's page and its privacy notice. The sitemap lists these. */
export const PUBLIC_PAGES = ["/", "/privacidad"] as const;

/** Every route pattern of the web app (":name" is one segment), public pages included. */
export const APP_ROUTES: readonly string[] = [
  ...PUBLIC_PAGES,
  "/login",
  "/portal",
  "/portal/acceso/:token",
  "/portal/pago/:id",
  "/portal/comprobantes/:id",
  "/dashboard",
  "/students",
  "/students/new",
  "/students/:id",
  "/students/:id/edit",
  "/families/:id",
  "/teachers",
  "/teachers/new",
  "/teachers/:id",
  "/teachers/:id/edit",
  "/classes",
  "/classes/new",
  "/classes/calendar",
  "/classes/:id",
  "/classes/:id/edit",
  "/payments",
  "/payments/new",
  "/payments/online",
  "/payments/quick",
  "/payments/:id",
  "/receipts/:id",
  "/reports",
  "/reports/outstanding-payments",
  "/reports/debts",
  "/reports/teacher-compensation",
  "/reports/teacher-compensation/print",
  "/reports/financial",
  "/reports/attendance",
  "/asistencia",
  "/cash-close",
  "/bandeja",
  "/solicitudes",
  "/settings",
  "/settings/privacy",
  "/privacy/requests",
];

const segmentsOf = (path: string) => path.split("/").filter((s) => s !== "");

/** Whether a request path (no query) is one of the app's routes; a trailing slash is allowed. */
export function isAppPath(path: string): boolean {
  const parts = segmentsOf(path);
  return APP_ROUTES.some((route) => {
    const pattern = segmentsOf(route);
    return (
      pattern.length === parts.length &&
      pattern.every((segment, i) => {
        const part = parts[i] as string;
        return segment.startsWith(":") ? part.length > 0 : segment === part;
      })
    );
  });
}

/** Whether a path is a page for search engines (the studio's page, its privacy notice). */
export function isIndexablePath(path: string | null): boolean {
  if (path === null) return false;
  return isOneOf(PUBLIC_PAGES, path.length > 1 ? path.replace(/\/+$/, "") : path);
}
