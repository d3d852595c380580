import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Holds navigation away from a form with unsaved changes: in-app moves are blocked until the
 * returned blocker is proceeded or reset (show a confirmation), and closing or reloading the
 * tab gets the browser's own warning.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return blocker;
}
