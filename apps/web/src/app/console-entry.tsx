import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setForcedLogoutHandler } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";
import { createRouter } from "./router";

/** Starts the single-page app: the console, login, 404 (and the landing page when navigated to). */
export function mountConsole(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createRouter();
  // docs/product/contract-texts.md#session-errors: after a forced logout the user lands on the public page.
  setForcedLogoutHandler(() => {
    void router.navigate("/", { replace: true });
  });
  registerWorkerAfterLoad();
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The service worker (decision 0080) is registered once the page has loaded, as Workbox
 * advises: its registration code and the worker's first download of the build never compete
 * with the console's first paint, which is what a reception PC or a teacher's phone waits for.
 */
function registerWorkerAfterLoad(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const start = () => {
    void import("./service-worker").then(({ startServiceWorker }) => startServiceWorker());
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
