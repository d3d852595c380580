import { formatScheduleChip } from "@nova/domain";
import type { PublicClass } from "../api/get-public-classes";
import { ClockIcon, UsersIcon } from "./icons";

/** One published class: name, description, "Docentes:" and "Horarios:" chips (SPEC §2). */
export function ClassCard({ danceClass }: { danceClass: PublicClass }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-xs">
      <h3 className="font-display text-xl font-semibold text-ink">{danceClass.name}</h3>
      {danceClass.description && (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{danceClass.description}</p>
      )}
      <div className="mt-auto space-y-3 pt-5 text-sm">
        <p className="flex gap-2 text-ink">
          <UsersIcon className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>
            <span className="font-semibold">Docentes:</span>{" "}
            {danceClass.teacherNames.length > 0
              ? danceClass.teacherNames.join(", ")
              : "Por confirmar"}
          </span>
        </p>
        <div className="flex gap-2 text-ink">
          <ClockIcon className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <div>
            <span className="font-semibold">Horarios:</span>
            {danceClass.schedules.length > 0 ? (
              <ul
                className="mt-2 flex flex-wrap gap-1.5"
                aria-label={`Horarios de ${danceClass.name}`}
              >
                {danceClass.schedules.map((schedule) => {
                  const chip = formatScheduleChip(schedule);
                  return (
                    <li
                      key={chip}
                      className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-accent-text"
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
      </div>
    </li>
  );
}
