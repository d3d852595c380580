import { useNavigate } from "react-router";
import { useAuth } from "./auth-context";

/** Ends the session and leaves for the start page (the top bar's 'Cerrar sesión', an expired save). */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await logout();
    navigate("/", { replace: true });
  };
}
