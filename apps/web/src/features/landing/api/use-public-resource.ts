import { useCallback, useEffect, useState } from "react";

/** A public resource of the landing page: loading, failed or loaded. */
export type PublicResource<T> =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: T };

/**
 * Loads `load` once on mount (and again on `retry`). The landing page is shipped without the
 * console's query library to stay within its size budget, so it keeps this small state itself.
 * `load` must be a stable function (a module-level fetcher). Given `initial` (the answer the
 * server rendered the page from and embedded in it), it starts loaded and fetches nothing.
 */
export function usePublicResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  initial?: T | undefined,
) {
  const [state, setState] = useState<PublicResource<T>>(
    initial === undefined ? { status: "loading" } : { status: "success", data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  // Read once: the embedded answer stands for the first load only; a retry fetches.
  const [embedded] = useState(initial !== undefined);

  useEffect(() => {
    if (embedded && attempt === 0) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    load(controller.signal).then(
      (data) => setState({ status: "success", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [load, attempt, embedded]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
