import { cx } from "@/lib/class-names";

/**
 * A section's eyebrow (a short line above, "Horarios") and its title, whose id labels the
 * section. `ink` sets the title's colour itself (the classes and contact sections).
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  ink = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  ink?: boolean;
}) {
  return (
    <>
      <p className="text-sm font-semibold tracking-[0.2em] text-accent-text uppercase">{eyebrow}</p>
      <h2
        id={id}
        className={cx("mt-2 font-display text-3xl font-semibold", ink && "text-ink", "sm:text-4xl")}
      >
        {title}
      </h2>
    </>
  );
}
