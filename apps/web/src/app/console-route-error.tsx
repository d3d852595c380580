import { useEffect, useState } from "react";
import { useRouteError } from "react-router";
import { ErrorState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/query-state";
import { CONNECTION_ERROR_MESSAGE } from "@/lib/api-client";
import { isChunkLoadError, reloadOnceForNewVersion } from "@/lib/chunk-reload";

/**
 * A screen of the console that failed, shown inside the layout (the navigation and 'Salir'
 * stay). A screen whose code could not be loaded (a tab opened before an update or a
 * restart) reloads once to the new version, or shows the connection error with 'Reintentar'.
 */
export function ConsoleRouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const [checking, setChecking] = useState(chunk);

  useEffect(() => {
    if (!chunk) {
      console.error(error);
      return;
    }
    let live = true;
    void reloadOnceForNewVersion().then((reloading) => {
      if (live && !reloading) setChecking(false);
    });
    return () => {
      live = false;
    };
  }, [chunk, error]);

  if (checking) return <LoadingState label="Cargando la nueva versión" />;
  return (
    <>
      <title>Error · NOVA</title>
      <ErrorState
        title={chunk ? CONNECTION_ERROR_MESSAGE : "Algo salió mal"}
        message={
          chunk
            ? "No se pudo cargar esta pantalla. Revisa la conexión e inténtalo nuevamente."
            : "No pudimos mostrar esta página. Recárgala para intentarlo nuevamente."
        }
        onRetry={() => window.location.reload()}
      />
    </>
  );
}
