import { toast } from "sonner";

/** Auto-dismiss times of docs/product/behaviour.md#notifications / docs/product/constants.md#timings. */
export const TOAST_DURATION_MS = 5_000;
export const ERROR_TOAST_DURATION_MS = 7_000;

export interface NotifyOptions {
  /** A second, smaller line (e.g. the server's error detail). */
  description?: string;
  /** Replaces an earlier toast with the same id instead of stacking a copy. */
  id?: string | number;
}

/** The one way to show a notification; the `<Toaster />` sits at the top right. */
export const notify = {
  success: (message: string, options?: NotifyOptions) =>
    toast.success(message, { ...options, duration: TOAST_DURATION_MS }),
  info: (message: string, options?: NotifyOptions) =>
    toast.info(message, { ...options, duration: TOAST_DURATION_MS }),
  warning: (message: string, options?: NotifyOptions) =>
    toast.warning(message, { ...options, duration: TOAST_DURATION_MS }),
  error: (message: string, options?: NotifyOptions) =>
    toast.error(message, { ...options, duration: ERROR_TOAST_DURATION_MS }),
  /** Stays until acted on or closed: something the person should do (a new version). */
  action: (message: string, options: NotifyOptions & { label: string; onAction: () => void }) =>
    toast.info(message, {
      id: options.id,
      description: options.description,
      duration: Number.POSITIVE_INFINITY,
      action: { label: options.label, onClick: options.onAction },
    }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
