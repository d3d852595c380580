import { vi } from "vitest";
import { jsonResponse } from "./render-route";

/** GET /api/settings as a studio in Santiago answers it: the time zone dates are shown in. */
export const santiagoSettings = () =>
  jsonResponse(200, { system: { timeZone: "America/Santiago" } });

/** How a test's API answers a request: a response, or undefined where it has no such route. */
type Serve = (
  path: string,
  init: RequestInit | undefined,
  url: URL,
) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch, the API client's boundary, with the routes a test serves (by path); any other
 * request answers 404 "No existe", as the server does. The mock, for the calls it saw.
 */
export function stubApi(serve: Serve) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    return (await serve(url.pathname, init, url)) ?? jsonResponse(404, { message: "No existe" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The address and the JSON body of a request a stubbed fetch received (the first by default). */
export function sentRequest(fetchMock: ReturnType<typeof stubApi>, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch received no request #${index + 1}`);
  const [url, init] = call;
  return { url, body: JSON.parse(String(init?.body)) as unknown };
}
