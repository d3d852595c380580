// The auth feature's public surface for the app shell and other features.
export { type AuthContextValue, AuthProvider, type AuthStatus, useAuth } from "./auth-context";
export { ChangePasswordDialog } from "./components/change-password-dialog";
export { RedirectIfAuthenticated, RequireAuth } from "./components/route-guards";
export {
  AdminOnly,
  isAdminOnlyPath,
  NoPermissionState,
  usePermissions,
} from "./permissions";
export {
  DEFAULT_SESSION_USER,
  displayName,
  homePath,
  isAdmin,
  isTeacher,
  type SessionUser,
} from "./session-user";
