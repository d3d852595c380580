import { CLASS_TYPE_LABELS, DAY_LABELS, DAYS_OF_WEEK, type DayOfWeek } from "@nova/domain";
import { useState } from "react";
import { type PublicClass, usePublicClasses } from "../api/get-public-classes";
import type { PublicSiteClass } from "../api/get-public-site";
import { ClassCard } from "./class-card";
import { LandingSection } from "./landing-section";

const selectClass =
  "h-10 rounded-lg border border-line-strong/60 bg-surface px-3 text-sm text-ink shadow-xs";

interface Filters {
  type: string;
  day: string;
  age: string;
}

function matches(c: PublicClass, details: PublicSiteClass | undefined, f: Filters): boolean {
  if (f.day && !c.schedules.some((s) => s.dayOfWeek === f.day)) return false;
  if (!details) return f.type === "" && f.age === "";
  if (f.type && details.type !== f.type) return false;
  if (f.age) {
    const age = Number(f.age);
    if (details.minAge !== null && age < details.minAge) return false;
    if (details.maxAge !== null && age > details.maxAge) return false;
  }
  return true;
}

/**
 * Nuestras Clases: the published classes (their own request, so a failure here leaves the rest
 * of the page), with the page's details (price, seats…) when they have arrived, and filters.
 */
export function ClassesSection({
  details,
  onTrial,
  initial,
}: {
  details?: Map<number, PublicSiteClass> | undefined;
  onTrial?: ((c: PublicSiteClass) => void) | undefined;
  /** The classes the server rendered the page with (embedded in it): nothing to fetch. */
  initial?: PublicClass[] | undefined;
}) {
  const { state, retry } = usePublicClasses(initial);
  const [filters, setFilters] = useState<Filters>({ type: "", day: "", age: "" });
  const types = [
    ...new Set([...(details?.values() ?? [])].flatMap((c) => (c.type ? [c.type] : []))),
  ];
  const days = DAYS_OF_WEEK.filter(
    (day: DayOfWeek) =>
      state.status === "success" &&
      state.data.some((c) => c.schedules.some((s) => s.dayOfWeek === day)),
  );
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));

  return (
    <LandingSection id="clases" eyebrow="Horarios" title="Nuestras Clases" ink>
      <p className="mt-3 max-w-2xl text-ink-muted">
        Elige tu estilo y el horario que más te acomode. Todas las clases son mensuales y abiertas a
        principiantes.
      </p>

      <div className="mt-10">
        {state.status === "loading" ? (
          <div className="flex justify-center py-12 text-accent" role="status">
            <svg className="size-9 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
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
          <>
            {details && state.data.length > 1 && (
              <form
                aria-label="Filtrar clases"
                className="mb-6 flex flex-wrap items-end gap-3"
                onSubmit={(e) => e.preventDefault()}
              >
                {types.length > 1 && (
                  <label className="text-sm font-medium text-ink">
                    <span className="mb-1 block">Estilo</span>
                    <select className={selectClass} value={filters.type} onChange={set("type")}>
                      <option value="">Todos</option>
                      {types.map((type) => (
                        <option key={type} value={type}>
                          {CLASS_TYPE_LABELS[type as keyof typeof CLASS_TYPE_LABELS] ?? type}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                <label className="text-sm font-medium text-ink">
                  <span className="mb-1 block">Día</span>
                  <select className={selectClass} value={filters.day} onChange={set("day")}>
                    <option value="">Todos</option>
                    {days.map((day) => (
                      <option key={day} value={day}>
                        {DAY_LABELS[day]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="text-sm font-medium text-ink">
                  <span className="mb-1 block">Edad</span>
                  <input
                    className={`${selectClass} w-24`}
                    inputMode="numeric"
                    placeholder="Años"
                    value={filters.age}
                    onChange={(e) =>
                      setFilters((f) => ({
                        ...f,
                        age: e.target.value.replace(/\D/g, "").slice(0, 2),
                      }))
                    }
                  />
                </label>
              </form>
            )}
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {state.data
                .filter((c) => matches(c, details?.get(c.id), filters))
                .map((danceClass) => (
                  <ClassCard
                    key={danceClass.id}
                    danceClass={danceClass}
                    details={details?.get(danceClass.id)}
                    onTrial={onTrial}
                  />
                ))}
            </ul>
          </>
        )}
      </div>
    </LandingSection>
  );
}
