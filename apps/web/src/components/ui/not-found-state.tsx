import { ArrowLeft, type LucideIcon, SearchX } from "lucide-react";
import { ButtonLink } from "./button-link";

export interface NotFoundStateProps {
  title: string;
  description: string;
  backTo: string;
  backLabel: string;
  /** The picture above the title; a magnifier by default. */
  icon?: LucideIcon;
}

/**
 * A screen that cannot be shown (a record that does not exist or was deleted, a page the role
 * may not open): the page's title, why, and a way back.
 */
export function NotFoundState({
  title,
  description,
  backTo,
  backLabel,
  icon: Icon = SearchX,
}: NotFoundStateProps) {
  return (
    <section
      aria-labelledby="page-title"
      className="flex flex-col items-center rounded-xl border border-line bg-surface px-6 py-16 text-center"
    >
      <title>{`${title} · NOVA`}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 id="page-title" className="mt-5 font-display text-2xl font-semibold text-ink">
        {title}
      </h1>
      <p className="mt-2 max-w-md text-sm text-ink-muted">{description}</p>
      <ButtonLink to={backTo} icon={ArrowLeft} variant="secondary" className="mt-6">
        {backLabel}
      </ButtonLink>
    </section>
  );
}
