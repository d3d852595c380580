import { RotateCw } from "lucide-react";
import { Button, type ButtonProps } from "./button";

/**
 * A secondary button that loads something again ('Reintentar', 'Actualizar'): its arrow gives
 * way to the spinner while `loading`.
 */
export function ReloadButton({ loading = false, ...props }: Omit<ButtonProps, "variant" | "icon">) {
  return (
    <Button
      variant="secondary"
      loading={loading}
      icon={loading ? undefined : RotateCw}
      {...props}
    />
  );
}
