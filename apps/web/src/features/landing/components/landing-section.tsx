import type { ReactNode } from "react";
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

/**
 * A section of the page that the header links to (`#id`): the page's width and spacing, its
 * heading (whose id, `{id}-title`, labels it), then `children`.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  ink,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  ink?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-28 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} ink={ink} />
        {children}
      </div>
    </section>
  );
}
