import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { FullPageSpinner } from "@/components/ui/spinner";
import { useAuth } from "./auth-context";
import { homePath } from "./session-user";

/** Protected screens: a spinner while the session is restored, the landing page without one. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === "restoring") return <FullPageSpinner label="Restaurando sesión…" />;
  if (status === "anonymous") return <Navigate to="/" replace />;
  return children;
}

/** The login screen: a signed-in visitor goes straight to the dashboard. */
export function RedirectIfAuthenticated({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  if (status === "restoring") return <FullPageSpinner label="Restaurando sesión…" />;
  if (status === "authenticated") return <Navigate to={homePath(user)} replace />;
  return children;
}
