import { registerSW } from "virtual:pwa-register";
import { notify } from "@/lib/toast";

/** How often an open console asks whether a new version was installed on the server. */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the console's service worker (src/sw/sw.ts, decision 0080). When the server runs
 * a new build (`git pull && npm start`), the new worker waits and the page says so: 'Hay una
 * nueva versión…' with 'Actualizar', which lets it take over and reloads the page on it.
 * Pages loaded while online already come from the server (the worker answers navigations
 * network first), so the notice is about the copy kept for offline use and any open tab.
 */
export function startServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      notify.action("Hay una nueva versión de NOVA.", {
        id: "nueva-version",
        description: "Actualice para usarla; lo que no se ha enviado queda guardado.",
        label: "Actualizar",
        onAction: () => {
          // The new worker takes over, then the page loads again on it. The library reloads
          // only a page that was already controlled when it registered; a tab opened on the
          // very first visit would otherwise keep running the old build.
          navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
            once: true,
          });
          void update(true);
        },
      });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") check();
      });
    },
  });
}
