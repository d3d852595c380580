import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { cx } from "@/lib/class-names";

/**
 * A checkbox that stands out in a form, in its own box, with its label and a hint under it that
 * the checkbox is described by (a class's price shown publicly, a teacher being an owner).
 */
export function CheckboxCard({
  label,
  labelClassName,
  hint,
  className,
  ...input
}: Omit<ComponentPropsWithRef<"input">, "id" | "type" | "className"> & {
  label: ReactNode;
  labelClassName?: string;
  hint: ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div
      className={cx("flex gap-3 rounded-lg border border-line bg-surface-muted/60 p-4", className)}
    >
      <input
        id={id}
        type="checkbox"
        {...input}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-accent"
      />
      <div>
        <label htmlFor={id} className={labelClassName ?? "text-sm font-medium text-ink"}>
          {label}
        </label>
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
