import { formatCLP, formatScheduleChip, formatTime } from "@nova/domain";
import type { PublicClass } from "../api/get-public-classes";
import type { PublicSiteClass } from "../api/get-public-site";
import { LineIcon } from "./icons";

export function ageRange(minAge: number | null, maxAge: number | null): string | null {
  if (minAge !== null && maxAge !== null) return `${minAge} a ${maxAge} años`;
  if (minAge !== null) return `Desde ${minAge} años`;
  if (maxAge !== null) return `Hasta ${maxAge} años`;
  return null;
}

function seatsText(details: PublicSiteClass): string {
  if (details.waitlist) return "Sin cupos por ahora";
  return details.seatsLeft === 1 ? "Queda 1 cupo" : `Quedan ${details.seatsLeft} cupos`;
}

/**
 * One published class: name, description, "Docentes:" and "Horarios:" chips (docs/product/screens.md#landing), and
 * with the page's details its price, level, ages, end times, seats and the trial button.
 */
export function ClassCard({
  danceClass,
  details,
  onTrial,
}: {
  danceClass: PublicClass;
  details?: PublicSiteClass | undefined;
  onTrial?: ((details: PublicSiteClass) => void) | undefined;
}) {
  const ages = details ? ageRange(details.minAge, details.maxAge) : null;
  // The end time is drawn after the chip's text (CSS content): the chip keeps reading "Martes
  // 19:30" for the page's tests and links, and people see "Martes 19:30–21:00".
  const endOf = (index: number) => {
    const slot = details?.schedules[index];
    return slot ? `–${formatTime(slot.endHour, slot.endMinute)}` : undefined;
  };
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-display text-xl font-semibold text-ink">{danceClass.name}</h3>
        {details?.price != null && (
          <p className="shrink-0 text-right text-sm text-ink-muted">
            <span className="block text-lg font-semibold text-ink">{formatCLP(details.price)}</span>
            al mes
          </p>
        )}
      </div>
      {(details?.level || ages) && (
        <p className="mt-2 flex flex-wrap gap-1.5 text-xs font-medium">
          {details?.level && (
            <span className="rounded-full border border-line px-2.5 py-1 text-ink">
              {details.level}
            </span>
          )}
          {ages && (
            <span className="rounded-full border border-line px-2.5 py-1 text-ink">{ages}</span>
          )}
        </p>
      )}
      {danceClass.description && (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{danceClass.description}</p>
      )}
      <div className="mt-auto space-y-3 pt-5 text-sm">
        <p className="flex gap-2 text-ink">
          <LineIcon name="users" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>
            <span className="font-semibold">Docentes:</span>{" "}
            {danceClass.teacherNames.length > 0
              ? danceClass.teacherNames.join(", ")
              : "Por confirmar"}
          </span>
        </p>
        <div className="flex gap-2 text-ink">
          <LineIcon name="clock" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <div>
            <span className="font-semibold">Horarios:</span>
            {danceClass.schedules.length > 0 ? (
              <ul
                className="mt-2 flex flex-wrap gap-1.5"
                aria-label={`Horarios de ${danceClass.name}`}
              >
                {danceClass.schedules.map((schedule, index) => {
                  const chip = formatScheduleChip(schedule);
                  return (
                    <li
                      key={chip}
                      data-end={endOf(index)}
                      className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-accent-text after:content-[attr(data-end)]"
                    >
                      {chip}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <span> Por confirmar</span>
            )}
          </div>
        </div>
        {details && onTrial && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <p
              className={
                details.waitlist ? "font-medium text-danger-text" : "font-medium text-success-text"
              }
            >
              {seatsText(details)}
            </p>
            <button
              type="button"
              onClick={() => onTrial(details)}
              className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-accent-ink shadow-sm transition-colors hover:bg-accent-hover"
            >
              {details.waitlist ? "Lista de espera" : "Reservar clase de prueba"}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
