import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

// jsdom has no matchMedia; the toast area asks it for the colour scheme.
if (typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** The app's query client (same toasts and meta handling) without retries or caching delays. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    queries: {
      retry: false,
      staleTime: 0,
      gcTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  });
  return client;
}

/** Shows where the app went, for assertions on navigation ("location: /students"). */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen at `initialEntry` inside a memory router, the query client and the toast
 * area; any other path renders a probe showing the location the screen navigated to.
 */
export function renderRoute(
  element: ReactNode,
  { path = "/", initialEntry = path }: { path?: string; initialEntry?: string } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A JSON response as the API sends it. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}
