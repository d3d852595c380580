import { Hammer } from "lucide-react";

/** Placeholder for a console screen that a later issue builds. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <title>{`${title} · NOVA`}</title>
      <h1 id="page-title" className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {title}
      </h1>
      <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-line-strong/50 bg-surface px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <p className="mt-4 text-lg font-medium text-ink">En construcción</p>
        <p className="mt-1 max-w-sm text-sm text-ink-muted">
          Esta sección estará disponible muy pronto.
        </p>
      </div>
    </section>
  );
}
