import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { setForcedLogoutHandler } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { AppProviders } from "./providers";
import { createRouter } from "./router";
import { startServiceWorker } from "./service-worker";

/** Starts the single-page app: the console, login, 404 (and the landing page when navigated to). */
export function mountConsole(container: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createRouter();
  // docs/product/contract-texts.md#session-errors: after a forced logout the user lands on the public page.
  setForcedLogoutHandler(() => {
    void router.navigate("/", { replace: true });
  });
  startServiceWorker();
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
