import { cx } from "@/lib/class-names";
import { getInitials } from "@/lib/format";

const sizes = {
  md: "size-11 text-sm",
  lg: "size-16 text-xl",
} as const;

/** Initials in a circle; decorative, since the name is always written beside it. */
export function Avatar({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        "flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-text",
        sizes[size],
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
