import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/toast";

/** The toast area, top right (SPEC §2); show toasts with `notify` from `@/lib/toast`. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      theme="system"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
}
