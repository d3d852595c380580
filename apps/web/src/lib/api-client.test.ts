import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { jsonResponse } from "@/test/render-route";
import {
  API_TIMEOUT_MS,
  ApiError,
  api,
  apiRequest,
  CONNECTION_ERROR_MESSAGE,
  FORCED_LOGOUT_REDIRECT_MS,
  setForcedLogoutHandler,
} from "./api-client";
import { getToken, setToken, TOKEN_KEY } from "./session-token";

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(respond: (...args: FetchArgs) => Promise<Response> | Response) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentHeaders(fetchMock: ReturnType<typeof stubFetch>, call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

let redirect: Mock<() => void>;

beforeEach(() => {
  redirect = vi.fn();
  setForcedLogoutHandler(redirect);
  setToken("stored-token");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("requests", () => {
  it("sends JSON with the stored token as a Bearer header and returns the parsed body", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: 7 }));

    const data = await api.post("/api/students", { firstName: "Ana" });

    expect(data).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/students");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ firstName: "Ana" }));
    const headers = sentHeaders(fetchMock);
    expect(headers.get("Authorization")).toBe("Bearer stored-token");
    expect(headers.get("Content-Type")).toBe("application/json");
  });

  it("does not send the token to public endpoints", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));

    await api.get("/api/public/classes");

    expect(sentHeaders(fetchMock).has("Authorization")).toBe(false);
  });

  it("sends the Idempotency-Key header when given one", async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 1 }));

    await api.post("/api/payments", { amount: 25000 }, { idempotencyKey: "key-123" });

    expect(sentHeaders(fetchMock).get("Idempotency-Key")).toBe("key-123");
  });

  it("leaves empty query parameters out of the URL", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));

    await api.get("/api/classes", { query: { search: "ballet", type: "", day: undefined } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/classes?search=ballet");
  });

  it("reads the total of a paged list from X-Total-Count", async () => {
    stubFetch(() => jsonResponse(200, [{ id: 1 }, { id: 2 }], { "X-Total-Count": "40" }));

    await expect(api.getPage("/api/students")).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 40,
    });
  });

  it("resolves an empty 204 answer with undefined", async () => {
    stubFetch(() => new Response(null, { status: 204 }));

    await expect(api.delete("/api/payments/3")).resolves.toBeUndefined();
  });
});

describe("error normalisation", () => {
  it("turns the server's error body into an ApiError with its details", async () => {
    stubFetch(() =>
      jsonResponse(409, {
        message: "Ya existe un pago para este mes",
        details: {
          errorType: "DUPLICATE_PAYMENT",
          field: "paymentMonth",
          rejectedValue: "2026-03",
        },
      }),
    );

    const error = await rejection(api.post("/api/payments", {}));

    expect(error).toMatchObject({
      status: 409,
      message: "Ya existe un pago para este mes",
      errorType: "DUPLICATE_PAYMENT",
      field: "paymentMonth",
      rejectedValue: "2026-03",
      details: { errorType: "DUPLICATE_PAYMENT", field: "paymentMonth", rejectedValue: "2026-03" },
    });
  });

  it("falls back to 'Error de conexión con el servidor' when the server sends no message", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502 }));

    const error = await rejection(api.get("/api/students"));

    expect(error.status).toBe(502);
    expect(error.message).toBe(CONNECTION_ERROR_MESSAGE);
  });

  it("reports a network failure as a connection error with status 0", async () => {
    stubFetch(() => Promise.reject(new TypeError("Failed to fetch")));

    const error = await rejection(api.get("/api/students"));

    expect(error).toMatchObject({
      status: 0,
      message: CONNECTION_ERROR_MESSAGE,
      errorType: "NETWORK_ERROR",
    });
  });

  it("gives up after 15 seconds", async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    );

    const pending = rejection(apiRequest("/api/dashboard"));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    let settled = false;
    void pending.finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(error).toMatchObject({ status: 0, errorType: "TIMEOUT" });
  });
});

describe("session rules", () => {
  /** Long after a redirect would have come, the token is still there and none came. */
  async function expectSessionKept() {
    await vi.advanceTimersByTimeAsync(FORCED_LOGOUT_REDIRECT_MS * 2);
    expect(getToken()).toBe("stored-token");
    expect(redirect).not.toHaveBeenCalled();
  }

  /** The token is gone at once, and the redirect to the login comes once, after its delay. */
  async function expectLoggedOut() {
    expect(getToken()).toBeNull();
    await vi.advanceTimersByTimeAsync(FORCED_LOGOUT_REDIRECT_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  }

  it("a 403 clears the token and sends the user to / after 100 ms", async () => {
    vi.useFakeTimers();
    stubFetch(() =>
      jsonResponse(403, { message: "Acceso denegado", details: { errorType: "FORBIDDEN" } }),
    );

    await rejection(api.get("/api/students"));

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(redirect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FORCED_LOGOUT_REDIRECT_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  // Only a refused session logs out: any other 403 leaves it as it was (the error as sent).
  it.each([
    {
      refusal: "for a missing permission",
      body: {
        message: "No tienes permiso para registrar pagos",
        details: { errorType: "INSUFFICIENT_PERMISSIONS" },
      },
      send: () => api.post("/api/payments", {}),
      error: { errorType: "INSUFFICIENT_PERMISSIONS" },
    },
    {
      refusal: "refusing a write from another site's page",
      body: {
        message: "Solicitud rechazada: viene de una página que no es la del estudio.",
        details: { errorType: "CROSS_SITE_REQUEST" },
      },
      send: () => api.post("/api/guardians/1/portal-link"),
      error: { message: expect.stringMatching(/no es la del estudio/) },
    },
    {
      refusal: "from a public endpoint",
      body: { message: "Prohibido" },
      send: () => api.get("/api/public/classes"),
      error: {},
    },
  ])("a 403 $refusal keeps the session", async ({ body, send, error }) => {
    vi.useFakeTimers();
    stubFetch(() => jsonResponse(403, body));

    expect(await rejection(send())).toMatchObject(error);

    await expectSessionKept();
  });

  it.each(["Token expirado. Inicia sesión nuevamente.", "invalid signature", "Session expired"])(
    "a 401 saying %j logs out",
    async (message) => {
      vi.useFakeTimers();
      stubFetch(() => jsonResponse(401, { message, details: { errorType: "UNAUTHORIZED" } }));

      await rejection(api.get("/api/dashboard"));

      await expectLoggedOut();
    },
  );

  it("any other 401 only logs a warning", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubFetch(() => jsonResponse(401, { message: "Usuario o contraseña incorrectos" }));

    const error = await rejection(api.get("/api/dashboard"));

    expect(error.status).toBe(401);
    expect(warn).toHaveBeenCalledTimes(1);
    await expectSessionKept();
  });

  it("a session 401 logs out by its errorType, whatever its message says", async () => {
    vi.useFakeTimers();
    stubFetch(() =>
      jsonResponse(401, { message: "Sesión cerrada", details: { errorType: "UNAUTHORIZED" } }),
    );

    await rejection(api.get("/api/dashboard"));

    await expectLoggedOut();
  });

  it("a 401 whose errorType is not a session failure keeps the session, even if it names the token", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubFetch(() =>
      jsonResponse(401, {
        message: "Credenciales incorrectas (invalid credentials)",
        details: { errorType: "INVALID_CREDENTIALS" },
      }),
    );

    await rejection(api.get("/api/dashboard"));

    expect(warn).toHaveBeenCalledTimes(1);
    await expectSessionKept();
  });

  it("skipAuthRedirect leaves the decision to the caller", async () => {
    vi.useFakeTimers();
    stubFetch(() => jsonResponse(401, { message: "Token inválido" }));

    await rejection(api.get("/api/auth/me", { skipAuthRedirect: true }));

    await expectSessionKept();
  });

  it("several failing requests redirect once", async () => {
    vi.useFakeTimers();
    stubFetch(() => jsonResponse(401, { message: "Token expirado" }));

    await Promise.all([
      rejection(api.get("/api/students")),
      rejection(api.get("/api/classes")),
      rejection(api.get("/api/teachers")),
    ]);

    await vi.advanceTimersByTimeAsync(FORCED_LOGOUT_REDIRECT_MS);
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
