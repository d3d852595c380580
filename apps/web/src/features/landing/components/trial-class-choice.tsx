import { DAY_LABELS, dayOfWeekOf, MONTH_NAMES_ES, parseDate } from "@nova/domain";
import type { PublicSiteClass } from "../api/get-public-site";
import { ageRange } from "./class-card";
import { type FieldHelp, inputClass, labelClass } from "./trial-fields";

/** "Viernes 4 de diciembre": the trial days are all within four weeks, the year goes without saying. */
function sessionLabel(date: string): string {
  const { month, day } = parseDate(date);
  return `${DAY_LABELS[dayOfWeekOf(date)]} ${day} de ${MONTH_NAMES_ES[month - 1]}`;
}

/**
 * The class (only those that take the age typed) and the day of the trial among its next
 * sessions; for a full class, the day from which the visitor could come.
 */
export function ClassChoice({
  classes,
  offered,
  current,
  ageNumber,
  setClassId,
  help,
}: {
  classes: PublicSiteClass[];
  offered: PublicSiteClass[];
  current: PublicSiteClass | null;
  ageNumber: number | null;
  setClassId: (id: number) => void;
  help: FieldHelp;
}) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
    <>
      <div>
        <label htmlFor={`${id}-class`} className={labelClass}>
          Clase
        </label>
        <select
          id={`${id}-class`}
          name="classId"
          className={inputClass}
          value={current?.id ?? ""}
          onChange={(e) => setClassId(Number(e.target.value))}
          aria-invalid={invalid("classId")}
          aria-describedby={describedBy("classId")}
        >
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
              {c.waitlist ? " (lista de espera)" : ""}
            </option>
          ))}
        </select>
        {current && ageRange(current.minAge, current.maxAge) && (
          <p className="mt-1 text-sm text-ink-muted">{ageRange(current.minAge, current.maxAge)}.</p>
        )}
        {offered.length < classes.length && ageNumber !== null && (
          <p className="mt-1 text-sm text-ink-muted">
            {offered.length === 0
              ? `Por ahora no tenemos clases para ${ageNumber} años. Escríbenos y te avisamos.`
              : `Solo las clases para ${ageNumber} años.`}
          </p>
        )}
        {fieldError("classId")}
      </div>
      <div>
        <label htmlFor={`${id}-session`} className={labelClass}>
          {current?.waitlist ? "Desde qué día podría venir" : "Día de la clase de prueba"}
        </label>
        <select
          id={`${id}-session`}
          name="sessionDate"
          key={current?.id ?? 0}
          className={inputClass}
          aria-invalid={invalid("sessionDate")}
          aria-describedby={describedBy("sessionDate")}
        >
          {(current?.nextSessions ?? []).map((date) => (
            <option key={date} value={date}>
              {sessionLabel(date)}
            </option>
          ))}
        </select>
        {fieldError("sessionDate")}
      </div>
    </>
  );
}
