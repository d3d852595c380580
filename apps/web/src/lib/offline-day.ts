import { useSyncExternalStore } from "react";
import { DAY_CACHE } from "@/sw/day-cache";

/**
 * Deletes the teacher's day the service worker kept (decision 0080). Called on logout and on
 * every login, so nothing one person's session kept is ever there for the next one's. A
 * browser without the Cache API (or a test) has nothing to delete.
 */
export async function forgetOfflineDay(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    await caches.delete(DAY_CACHE);
  } catch {
    // Storage blocked (private mode): nothing was kept either.
  }
}

function subscribeController(listener: () => void) {
  const container = typeof navigator !== "undefined" ? navigator.serviceWorker : undefined;
  container?.addEventListener("controllerchange", listener);
  return () => container?.removeEventListener("controllerchange", listener);
}

/**
 * The service worker looking after the page (null before it first takes over): a screen that
 * reads ahead for offline use reads again once there is a worker to keep what it reads.
 */
export function useServiceWorkerController(): ServiceWorker | null {
  return useSyncExternalStore(
    subscribeController,
    () => (typeof navigator !== "undefined" && navigator.serviceWorker?.controller) || null,
    () => null,
  );
}
