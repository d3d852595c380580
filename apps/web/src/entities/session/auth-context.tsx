import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { isApiError } from "@/lib/api-client";
import { forgetOfflineDay } from "@/lib/offline-day";
import { clearToken, getToken, setToken, subscribeToken } from "@/lib/session-token";
import { getCurrentUser } from "./api/get-current-user";
import { type LoginCredentials, login as loginRequest } from "./api/login";
import { logout as logoutRequest } from "./api/logout";
import { DEFAULT_SESSION_USER, type SessionUser } from "./session-user";

/** How often a signed-in session is checked against the server (docs/product/constants.md#timings). */
export const SESSION_CHECK_INTERVAL_MS = 1_800_000;

export type AuthStatus = "restoring" | "authenticated" | "anonymous";

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Signs in and stores the token; rejects with the login error. */
  login: (credentials: LoginCredentials) => Promise<SessionUser>;
  /** Ends the session on the server (failure ignored) and locally. */
  logout: () => Promise<void>;
  /** Asks the server again who is signed in (after their own account changed, e.g. its role). */
  refreshUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type SessionState =
  | { status: "restoring"; user: null }
  | { status: "anonymous"; user: null }
  | { status: "authenticated"; user: SessionUser };

const ANONYMOUS: SessionState = { status: "anonymous", user: null };

function isRejectedToken(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<SessionState>(() =>
    getToken() ? { status: "restoring", user: null } : ANONYMOUS,
  );

  // A stored token restores the session: ask the server who it belongs to. A rejected token
  // ends the session; any other failure (server down) keeps it with the default user.
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    getCurrentUser(controller.signal).then(
      (user) => setSession({ status: "authenticated", user }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isRejectedToken(error)) {
          clearToken();
          setSession(ANONYMOUS);
        } else {
          setSession({ status: "authenticated", user: DEFAULT_SESSION_USER });
        }
      },
    );
    return () => controller.abort();
  }, []);

  // The token can disappear behind our back: the API client's forced logout (docs/product/contract-texts.md#session-errors) or a
  // logout in another tab.
  useEffect(
    () =>
      subscribeToken((token) => {
        if (token === null) {
          void forgetOfflineDay();
          setSession(ANONYMOUS);
          queryClient.clear();
        }
      }),
    [queryClient],
  );

  const authenticated = session.status === "authenticated";
  useEffect(() => {
    if (!authenticated) return;
    const timer = setInterval(() => {
      getCurrentUser().then(
        (user) => setSession({ status: "authenticated", user }),
        (error: unknown) => {
          if (isRejectedToken(error)) clearToken();
        },
      );
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [authenticated]);

  const login = useCallback(async (credentials: LoginCredentials) => {
    const result = await loginRequest(credentials);
    // Whatever an earlier session kept for offline use goes before this one starts.
    await forgetOfflineDay();
    setToken(result.token);
    setSession({ status: "authenticated", user: result.user });
    return result.user;
  }, []);

  const logout = useCallback(async () => {
    await logoutRequest();
    await forgetOfflineDay();
    clearToken();
    setSession(ANONYMOUS);
    queryClient.clear();
  }, [queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      setSession({ status: "authenticated", user: await getCurrentUser() });
    } catch (error) {
      if (isRejectedToken(error)) clearToken();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ status: session.status, user: session.user, login, logout, refreshUser }),
    [session, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
