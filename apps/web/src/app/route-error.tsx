import { AlertTriangle } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { isChunkLoadError, reloadOnceForNewVersion } from "@/lib/chunk-reload";
import { NotFoundPage } from "./not-found-page";

/** Shown when a screen throws or its code cannot be loaded (e.g. after a new deploy). */
export function RouteError() {
  const error = useRouteError();
  // The layout's own code missing after an update: reload once to the new version.
  useEffect(() => {
    if (isChunkLoadError(error)) void reloadOnceForNewVersion();
    else console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-5 py-16 text-center">
      <title>Error · NOVA</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger-text">
        <AlertTriangle className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold text-ink">Algo salió mal</h1>
      <p className="mt-3 max-w-md text-ink-muted">
        No pudimos mostrar esta página. Recárgala para intentarlo nuevamente.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Recargar página
      </Button>
    </main>
  );
}
