import { Toaster as SonnerToaster } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/toast";

/** The toast area, top right (docs/product/screens.md#layout); show toasts with `notify` from `@/lib/toast`. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      // On a phone the toasts start below the 64 px top bar, so a 7 s error never covers
      // the menu button or 'Salir' (sonner's default mobile offset is 16 px from the top).
      mobileOffset={{ top: 72, left: 16, right: 16 }}
      theme="system"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: "Cerrar notificación" }}
    />
  );
}
