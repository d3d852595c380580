import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { matchPath } from "react-router";
import { CreateLink } from "@/components/ui/list-page";
import { NotFoundState } from "@/components/ui/not-found-state";
import { useAuth } from "./auth-context";
import { homePath, isAdmin, isTeacher } from "./session-user";

/**
 * The console's screens that only the owner (admin) may open, as route patterns. The server
 * refuses their requests to staff anyway; this list is what the console hides from staff: the
 * navigation, links, dashboard shortcuts and the screen itself when its address is typed.
 */
const ADMIN_ONLY_PATHS = [
  "/settings/*",
  "/privacy/*",
  "/reports/teacher-compensation/*",
  "/reports/financial/*",
  "/teachers/new",
  "/teachers/:id/edit",
  "/classes/new",
  "/classes/:id/edit",
];

/** Whether the screen at `path` (a pathname, no query) is the owner's only. */
export function isAdminOnlyPath(path: string): boolean {
  return ADMIN_ONLY_PATHS.some((pattern) => matchPath(pattern, path) !== null);
}

/**
 * What the signed-in user may do in the console: `admin` for the owner's actions (deleting,
 * editing classes and teachers, settings…) and `canOpen(path)` for links to screens.
 */
export function usePermissions(): {
  admin: boolean;
  teacher: boolean;
  canOpen: (path: string) => boolean;
} {
  const { user } = useAuth();
  const admin = isAdmin(user);
  const teacher = isTeacher(user);
  return {
    admin,
    teacher,
    // A teacher's account opens her attendance page only; the server refuses her the rest.
    canOpen: (path) => (teacher ? TEACHER_PATHS.includes(path) : admin || !isAdminOnlyPath(path)),
  };
}

/** The screens a teacher's account opens. */
const TEACHER_PATHS = ["/asistencia"];

/** Renders its children for the owner only: staff do not see the action at all. */
export function AdminOnly({ children }: { children: ReactNode }) {
  return usePermissions().admin ? children : null;
}

/** The "+ Nueva …" link to a create form only the owner may open (a class, a teacher). */
export function AdminCreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <AdminOnly>
      <CreateLink to={to}>{children}</CreateLink>
    </AdminOnly>
  );
}

/** What staff get on an owner's screen whose address they typed or followed. */
export function NoPermissionState() {
  const home = homePath(useAuth().user);
  return (
    <NotFoundState
      icon={Lock}
      title="No tiene permiso para ver esta página"
      description="Esta sección es solo para administradoras. Si la necesita, pídale acceso a una administradora."
      backTo={home}
      backLabel={home === "/dashboard" ? "Volver al panel" : "Volver a asistencia"}
    />
  );
}
