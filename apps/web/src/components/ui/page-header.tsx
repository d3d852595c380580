import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cx } from "@/lib/class-names";

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons and links at the right (below the title on small screens). */
  actions?: ReactNode;
  /** A "back" link above the title. */
  back?: { to: string; label: string };
  /** Something before the title (an avatar). */
  leading?: ReactNode;
  className?: string;
}

/** The title row of a console screen: the page's one h1, its description and actions. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  leading,
  className,
}: PageHeaderProps) {
  return (
    <header className={cx("mb-6", className)}>
      {back && (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          {leading}
          <div className="min-w-0">
            <h1
              id="page-title"
              className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl"
            >
              {title}
            </h1>
            {description && <div className="mt-1 text-sm text-ink-muted">{description}</div>}
          </div>
        </div>
        {actions && (
          <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>
        )}
      </div>
    </header>
  );
}

/**
 * A console screen as a section named by its h1 (`aria-labelledby="page-title"`): the header,
 * whose title is also the tab's, then the screen itself. `className` lays the section out.
 */
export function TitledPage({
  className,
  children,
  ...header
}: Omit<PageHeaderProps, "className"> & {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={className}>
      <TitledPageHeader {...header} />
      {children}
    </section>
  );
}

/** A screen's header whose h1 is also the tab's title ("Asistencia" and "Asistencia · NOVA"). */
export function TitledPageHeader({ title, ...header }: PageHeaderProps & { title: string }) {
  return (
    <>
      <title>{`${title} · NOVA`}</title>
      <PageHeader title={title} {...header} />
    </>
  );
}
