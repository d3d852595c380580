import type { ComponentPropsWithRef } from "react";

/** A checkbox with its label, as the settings form draws them. */
export function Checkbox({ label, ...props }: { label: string } & ComponentPropsWithRef<"input">) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" className="size-4 accent-accent" {...props} />
      {label}
    </label>
  );
}
