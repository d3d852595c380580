// The signed-in session: who she is, what she may see, and the guards of the console's routes.
// Every feature reads it from here; the auth feature only adds the sign-in and password screens.
export type { LoginCredentials } from "./api/login";
export { type AuthContextValue, AuthProvider, type AuthStatus, useAuth } from "./auth-context";
export {
  AdminCreateLink,
  AdminOnly,
  isAdminOnlyPath,
  NoPermissionState,
  usePermissions,
} from "./permissions";
export { RedirectIfAuthenticated, RequireAuth } from "./route-guards";
export {
  DEFAULT_SESSION_USER,
  displayName,
  homePath,
  isAdmin,
  isTeacher,
  type SessionUser,
} from "./session-user";
export { useSignOut } from "./use-sign-out";
