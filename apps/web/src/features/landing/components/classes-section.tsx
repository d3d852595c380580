import { usePublicClasses } from "../api/get-public-classes";
import { ClassCard } from "./class-card";

export function ClassesSection() {
  const { state, retry } = usePublicClasses();

  return (
    <section id="clases" aria-labelledby="clases-title" className="scroll-mt-28 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-5">
        <p className="text-sm font-semibold tracking-[0.2em] text-accent-text uppercase">
          Horarios
        </p>
        <h2
          id="clases-title"
          className="mt-2 font-display text-3xl font-semibold text-ink sm:text-4xl"
        >
          Nuestras Clases
        </h2>
        <p className="mt-3 max-w-2xl text-ink-muted">
          Elige tu estilo y el horario que más te acomode. Todas las clases son mensuales y abiertas
          a principiantes.
        </p>

        <div className="mt-10">
          {state.status === "loading" ? (
            <div className="flex justify-center py-12 text-accent" role="status">
              <svg
                className="size-9 animate-spin"
                viewBox="0 0 24 24"
                fill="none"
                aria-hidden="true"
              >
                <circle
                  cx="12"
                  cy="12"
                  r="9"
                  stroke="currentColor"
                  strokeOpacity="0.25"
                  strokeWidth="3"
                />
                <path
                  d="M21 12a9 9 0 0 0-9-9"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                />
              </svg>
              <span className="sr-only">Cargando clases</span>
            </div>
          ) : state.status === "error" ? (
            <div
              role="alert"
              className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger-soft px-6 py-10 text-center"
            >
              <p className="font-medium text-danger-text">No se pudieron cargar las clases</p>
              <button
                type="button"
                onClick={retry}
                className="mt-4 inline-flex h-10 items-center rounded-lg border border-line bg-surface px-4 text-sm font-medium text-ink shadow-sm hover:bg-surface-muted"
              >
                Reintentar
              </button>
            </div>
          ) : state.data.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line-strong/50 bg-surface px-6 py-12 text-center text-lg text-ink-muted">
              Próximamente publicaremos nuestras clases.
            </p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {state.data.map((danceClass) => (
                <ClassCard key={danceClass.id} danceClass={danceClass} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
