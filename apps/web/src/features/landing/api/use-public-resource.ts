import { useCallback, useEffect, useState } from "react";

/** A public resource of the landing page: loading, failed or loaded. */
export type PublicResource<T> =
  | { status: "loading" }
  | { status: "error"; error: unknown }
  | { status: "success"; data: T };

/**
 * Loads `load` once on mount (and again on `retry`). The landing page is shipped without the
 * console's query library to stay within its size budget, so it keeps this small state itself.
 * `load` must be a stable function (a module-level fetcher).
 */
export function usePublicResource<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<PublicResource<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` only asks for a new load; it is read so that a retry re-runs the effect.
    void attempt;
    const controller = new AbortController();
    setState({ status: "loading" });
    load(controller.signal).then(
      (data) => setState({ status: "success", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
