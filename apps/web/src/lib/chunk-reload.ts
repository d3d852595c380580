/** Browsers word a failed `import()` of a route's code differently; these are Chromium, Firefox and Safari's. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Where the time of the last reload for a new version is kept, so it happens once. */
const RELOAD_KEY = "nova_chunk_reload_at";
/** A second failure within this long of the reload is not a new version: stop reloading. */
const RELOAD_WINDOW_MS = 60_000;

/** Whether `error` is a screen's code chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a chunk failed to load: when the server answers, the chunk is gone because a new
 * version was deployed (its files have new hashes), so the page reloads once to get it.
 * Resolves false (and does not reload) when the server does not answer (a restart, no
 * network) or when a reload was already tried a moment ago: the screen shows the connection
 * error instead of reloading in a loop.
 */
export async function reloadOnceForNewVersion(
  now = Date.now(),
  reload = () => window.location.reload(),
): Promise<boolean> {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  try {
    const health = await fetch("/api/health", { cache: "no-store" });
    if (!health.ok) return false;
  } catch {
    return false;
  }
  sessionStorage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
