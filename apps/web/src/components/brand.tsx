import { cx } from "@/lib/class-names";

/** The NOVA wordmark. Shared by the landing page and the console, so it imports nothing else. */
export function Wordmark({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <span className={cx("inline-flex flex-col leading-none", className)}>
      <span className="font-display text-2xl font-semibold tracking-[0.28em]">NOVA</span>
      {subtitle && (
        <span className="mt-1 text-[0.7rem] font-medium tracking-[0.18em] uppercase opacity-80">
          {subtitle}
        </span>
      )}
    </span>
  );
}
