/** localStorage key of the session token (docs/product/behaviour.md#session, docs/product/web.md#session). */
export const TOKEN_KEY = "nova_crm_token";

type TokenListener = (token: string | null) => void;

const listeners = new Set<TokenListener>();

// localStorage can throw (private mode, disabled storage); the session then lives in memory.
let memoryToken: string | null = null;

function readStorage(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return memoryToken;
  }
}

function writeStorage(token: string | null): void {
  memoryToken = token;
  try {
    if (token === null) localStorage.removeItem(TOKEN_KEY);
    else localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Keep the in-memory copy only.
  }
}

function emit(token: string | null): void {
  for (const listener of listeners) listener(token);
}

export function getToken(): string | null {
  return readStorage();
}

export function setToken(token: string): void {
  writeStorage(token);
  emit(token);
}

export function clearToken(): void {
  const hadToken = readStorage() !== null;
  writeStorage(null);
  if (hadToken) emit(null);
}

/** Calls `listener` when this tab or another tab stores or clears the token. */
export function subscribeToken(listener: TokenListener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(readStorage());
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Whether a JWT's `exp` claim is in the past. Tokens that cannot be read are treated as not
 * expired: the server has the final word, this only avoids a pointless request.
 */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    if (
      typeof json === "object" &&
      json !== null &&
      "exp" in json &&
      typeof json.exp === "number"
    ) {
      return json.exp * 1000 <= nowMs;
    }
    return false;
  } catch {
    return false;
  }
}
