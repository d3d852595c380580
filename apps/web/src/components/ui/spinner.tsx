import { cx } from "@/lib/class-names";

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; omit when the spinner sits inside a labelled control. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const svg = (
    <svg
      className={cx("size-5 animate-spin", className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Covers the page while something the whole screen depends on loads (e.g. the session). */
export function FullPageSpinner({ label = "Cargando…" }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas text-accent">
      <Spinner className="size-9" label={label} />
    </div>
  );
}
