import { clearToken, getToken } from "./session-token";

/** Every call gives up after 15 s (docs/product/constants.md#timings). */
export const API_TIMEOUT_MS = 15_000;
/** Delay between a forced logout and the redirect to the landing page (docs/product/contract-texts.md#session-errors). */
export const FORCED_LOGOUT_REDIRECT_MS = 100;
export const CONNECTION_ERROR_MESSAGE = "Error de conexión con el servidor";
export const TIMEOUT_ERROR_MESSAGE =
  "El servidor tardó demasiado en responder. Por favor, intente nuevamente.";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Anything with a zod-like `parse`, used to check a response's shape at the boundary. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export interface ApiRequestOptions<T = unknown> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Appended to the URL; `undefined`, `null` and `""` values are left out. */
  query?: QueryParams;
  /** Sent as the `Idempotency-Key` header so a retried write is applied once. */
  idempotencyKey?: string;
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Validates and types the response body. */
  schema?: ResponseSchema<T>;
  /**
   * Leaves the global 401/403 session rules out for this call; for the login and the
   * session check, whose callers decide what an authentication failure means.
   */
  skipAuthRedirect?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface ApiErrorInit {
  status: number;
  message: string;
  errorType?: string;
  field?: string;
  rejectedValue?: unknown;
  details?: Record<string, unknown>;
  /** The message the server sent, when it sent one. */
  serverMessage?: string;
}

/** The one error every API call rejects with; `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorType: string | undefined;
  readonly field: string | undefined;
  readonly rejectedValue: unknown;
  readonly details: Record<string, unknown> | undefined;
  readonly serverMessage: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.errorType = init.errorType;
    this.field = init.field;
    this.rejectedValue = init.rejectedValue;
    this.details = init.details;
    this.serverMessage = init.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show a person for any failure: server message, else error message. */
export function getErrorMessage(error: unknown, fallback = CONNECTION_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Turns an error response (docs/product/api.md#errors format) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const details = isRecord(record.details) ? record.details : undefined;
  const serverMessage = stringOrUndefined(record.message);
  return new ApiError({
    status,
    message: serverMessage ?? CONNECTION_ERROR_MESSAGE,
    serverMessage,
    errorType: stringOrUndefined(details?.errorType) ?? stringOrUndefined(record.errorType),
    field: stringOrUndefined(details?.field) ?? stringOrUndefined(record.field),
    rejectedValue: details?.rejectedValue ?? record.rejectedValue,
    details,
  });
}

// ---------------------------------------------------------------------------------------
// Global session rules (docs/product/behaviour.md#session, docs/product/contract-texts.md#session-errors; docs/product/web.md#session)

let forcedLogoutHandler: () => void = () => window.location.assign("/");
let forcedLogoutPending = false;

/** Where to send the user after a forced logout; the app passes the router's navigate. */
export function setForcedLogoutHandler(handler: () => void): void {
  forcedLogoutHandler = handler;
}

function forceLogout(): void {
  clearToken();
  if (forcedLogoutPending) return;
  forcedLogoutPending = true;
  setTimeout(() => {
    forcedLogoutPending = false;
    forcedLogoutHandler();
  }, FORCED_LOGOUT_REDIRECT_MS);
}

/**
 * The errorTypes the server sends with a 401 when the session itself is the problem: no token,
 * an invalid, expired or revoked one, or a user turned off (apps/server auth.service.ts and
 * plugins/authenticate.ts send UNAUTHORIZED for all of them). The only other 401,
 * INVALID_CREDENTIALS, is a wrong password at login, which skips these rules. A new session
 * errorType on the server is added here.
 */
export const SESSION_ERROR_TYPES: ReadonlySet<string> = new Set(["UNAUTHORIZED"]);

/** The rule of docs/product/contract-texts.md#session-errors, kept only for a 401 that names no errorType (an older server, a proxy). */
const TOKEN_PROBLEM = /expired|invalid|token/i;

/** Whether a 401 ends the session: decided by its errorType, by the message only without one. */
function isSessionFailure(error: ApiError): boolean {
  if (error.errorType !== undefined) return SESSION_ERROR_TYPES.has(error.errorType);
  return TOKEN_PROBLEM.test(error.message);
}

function isPublicPath(path: string): boolean {
  return path.startsWith("/api/public/") || path === "/api/public";
}

/**
 * 403s that are shown, not a logout: a missing permission, and a write the server refused as
 * coming from another site's page (an address the server does not know as the studio's).
 */
export const SHOWN_403: ReadonlySet<string> = new Set([
  "INSUFFICIENT_PERMISSIONS",
  "CROSS_SITE_REQUEST",
]);

function applySessionRules(path: string, error: ApiError): void {
  if (isPublicPath(path)) return;
  if (error.status === 403) {
    // A missing permission is shown where it happened (docs/product/web.md#session), not a reason to log out.
    if (!SHOWN_403.has(error.errorType ?? "")) forceLogout();
    return;
  }
  if (error.status === 401) {
    if (isSessionFailure(error)) forceLogout();
    else console.warn(`401 en ${path}: ${error.message}`);
  }
}

// ---------------------------------------------------------------------------------------
// Requests

function buildUrl(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A request that also returns the status and headers (e.g. `X-Total-Count`). */
export async function apiRequestWithResponse<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const { method = "GET", body, query, idempotencyKey, signal, schema } = options;
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  // A file (a photo for the public page) goes as it is, with its own type; anything else as JSON.
  const file = typeof Blob !== "undefined" && body instanceof Blob ? body : null;
  if (body !== undefined) headers.set("Content-Type", file ? file.type : "application/json");
  if (idempotencyKey) headers.set("Idempotency-Key", idempotencyKey);
  const token = getToken();
  if (token && !isPublicPath(path)) headers.set("Authorization", `Bearer ${token}`);

  // One controller for both the timeout and the caller's signal.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener("abort", onCallerAbort, { once: true });

  let response: Response;
  let responseBody: unknown;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
      signal: controller.signal,
    });
    responseBody = await readBody(response);
  } catch (error) {
    if (timedOut) {
      throw new ApiError({ status: 0, message: TIMEOUT_ERROR_MESSAGE, errorType: "TIMEOUT" });
    }
    // A cancellation asked for by the caller stays a cancellation (TanStack Query ignores it).
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      message: CONNECTION_ERROR_MESSAGE,
      errorType: "NETWORK_ERROR",
      details: { cause: error instanceof Error ? error.message : String(error) },
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }

  if (!response.ok) {
    const error = toApiError(response.status, responseBody);
    if (!options.skipAuthRedirect) applySessionRules(path, error);
    throw error;
  }

  // Without a schema the body is trusted to be T: the server is ours and speaks docs/product/data.md.
  const data = schema ? schema.parse(responseBody) : (responseBody as T);
  return { data, status: response.status, headers: response.headers };
}

/** Sends a JSON request to the API (same origin) and resolves with the parsed body. */
export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { data } = await apiRequestWithResponse(path, options);
  return data;
}

type MethodOptions<T> = Omit<ApiRequestOptions<T>, "method" | "body">;

export interface Page<T> {
  items: T[];
  /** From `X-Total-Count`; the item count when the header is absent. */
  total: number;
  /** From `X-Total-Amount` (payment lists: the sum over every page); absent elsewhere. */
  totalAmount?: number;
}

/** Shorthands for the common calls; every screen goes through these. */
export const api = {
  get: <T = unknown>(path: string, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "GET" }),
  post: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "POST", body }),
  put: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "PUT", body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "PATCH", body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: MethodOptions<T>) =>
    apiRequest<T>(path, { ...options, method: "DELETE", body }),
  /** A paged list: the array body plus the total from `X-Total-Count`. */
  getPage: async <T>(path: string, options?: MethodOptions<T[]>): Promise<Page<T>> => {
    const response = await apiRequestWithResponse<T[]>(path, { ...options, method: "GET" });
    const header = response.headers.get("X-Total-Count");
    const total = header === null ? Number.NaN : Number.parseInt(header, 10);
    const amount = Number.parseInt(response.headers.get("X-Total-Amount") ?? "", 10);
    return {
      items: response.data,
      total: Number.isFinite(total) ? total : response.data.length,
      ...(Number.isFinite(amount) ? { totalAmount: amount } : {}),
    };
  },
};

/** A fresh key for `idempotencyKey`; create it once per user intent (form submit), not per try. */
export function newIdempotencyKey(): string {
  // randomUUID only exists in secure contexts; a studio may serve the app over plain http.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
