import {
  CLASS_TYPES,
  type ClassResponse,
  classTypeLabel,
  DAY_LABELS,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayOfWeekOf,
  scheduleTimeRange,
} from "@nova/domain";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SelectField } from "@/components/ui/input";
import { ClearFiltersButton, ListPageHeader } from "@/components/ui/list-page";
import { ListQueryState } from "@/components/ui/query-state";
import { cx } from "@/lib/class-names";
import { useStudioToday } from "@/lib/studio-today";
import { useListParams } from "@/lib/use-list-params";
import { useCalendarClasses } from "../api/get-classes";
import { type CalendarEvent, layoutDay } from "../lib/calendar-layout";

const FIRST_HOUR = 6;
const LAST_HOUR = 24;
/** Height of one hour in the grid, in rem. */
const HOUR_REM = 3.5;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, i) => FIRST_HOUR + i);

/** Colour of a block by the class's type: soft background, matching text (AA in both schemes). */
const TYPE_COLORS: Record<string, string> = {
  BALLET: "bg-accent-soft text-accent-text border-accent",
  JAZZ: "bg-warning-soft text-warning-text border-warning-text",
  HIP_HOP: "bg-info-soft text-info-text border-info-text",
  CONTEMPORARY: "bg-success-soft text-success-text border-success-text",
  SALSA: "bg-danger-soft text-danger-text border-danger",
  BACHATA: "bg-surface-muted text-ink border-line-strong",
};
const NO_TYPE_COLOR = "bg-surface-muted text-ink-muted border-line-strong";

interface Meeting extends CalendarEvent {
  cls: ClassResponse;
  day: DayOfWeek;
  timeRange: string;
}

function meetingsOf(classes: ClassResponse[]): Meeting[] {
  return classes.flatMap((cls) =>
    cls.schedules.map((s) => {
      const start = s.startHour * 60 + s.startMinute;
      return {
        key: `${cls.id}-${s.dayOfWeek}-${start}`,
        cls,
        day: s.dayOfWeek,
        start,
        // A class that would pass midnight is drawn up to the end of the grid.
        end: Math.min(LAST_HOUR * 60, start + Math.round(cls.durationHours * 60)),
        timeRange: scheduleTimeRange(s.startHour, s.startMinute, cls.durationHours),
      };
    }),
  );
}

function teacherNames(cls: ClassResponse): string {
  return cls.teachers.length > 0 ? cls.teachers.map((t) => t.fullName).join(", ") : "Sin asignar";
}

export function ClassCalendarPage() {
  const list = useListParams({ teacher: "all", type: "all" });
  const query = useCalendarClasses();
  const { today } = useStudioToday();
  const todayDay = dayOfWeekOf(today);

  const classes = query.data ?? [];
  const teachers = [
    ...new Map(classes.flatMap((c) => c.teachers).map((t) => [t.id, t.fullName])),
  ].sort((a, b) => a[1].localeCompare(b[1], "es"));
  const shown = classes.filter(
    (c) =>
      (list.filters.type === "all" || c.type === list.filters.type) &&
      (list.filters.teacher === "all" ||
        c.teachers.some((t) => String(t.id) === list.filters.teacher)),
  );
  const meetings = meetingsOf(shown);
  const byDay = new Map(
    DAYS_OF_WEEK.map((day) => [day, meetings.filter((m) => m.day === day)] as const),
  );

  return (
    <div>
      <ListPageHeader
        title="Calendario de clases"
        description="Las clases activas de la semana, de lunes a domingo."
      />
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <SelectField
          label="Profesora"
          hideLabel
          value={list.filters.teacher}
          onChange={(event) => list.setFilter("teacher", event.target.value)}
          fieldClassName="w-56"
        >
          <option value="all">Todas las profesoras</option>
          {teachers.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Tipo"
          hideLabel
          value={list.filters.type}
          onChange={(event) => list.setFilter("type", event.target.value)}
          fieldClassName="w-48"
        >
          <option value="all">Todos los tipos</option>
          {CLASS_TYPES.map((type) => (
            <option key={type} value={type}>
              {classTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
      </div>

      <ListQueryState
        query={query}
        loadingLabel="Cargando clases"
        errorTitle="Error al cargar clases"
        isEmpty={meetings.length === 0}
        empty={
          <EmptyState
            icon={CalendarDays}
            title={
              list.isFiltered
                ? "Ninguna clase coincide con los filtros"
                : "No hay clases activas con horario"
            }
            action={
              <Link to="/classes" className="font-medium text-accent-text underline">
                Ver clases
              </Link>
            }
          />
        }
      >
        <WeekGrid byDay={byDay} todayDay={todayDay} />
        <DayList byDay={byDay} todayDay={todayDay} />
      </ListQueryState>
    </div>
  );
}

function WeekGrid({ byDay, todayDay }: { byDay: Map<DayOfWeek, Meeting[]>; todayDay: DayOfWeek }) {
  const placedByDay = new Map(DAYS_OF_WEEK.map((day) => [day, layoutDay(byDay.get(day) ?? [])]));
  // A day's width grows with its most parallel classes (lanes + 1 shares: a day of one class
  // keeps room for its name and hours): with equal days, three classes at once got a third of a
  // seventh each and their names could not be read at 1280 px.
  const shares = (day: DayOfWeek) =>
    1 + Math.max(1, ...(placedByDay.get(day) ?? []).map((p) => p.lanes));
  const columns = `3.5rem ${DAYS_OF_WEEK.map((day) => `minmax(0,${shares(day)}fr)`).join(" ")}`;
  return (
    <Card className="hidden overflow-hidden md:block" data-testid="week-grid">
      <div className="grid border-b border-line text-sm" style={{ gridTemplateColumns: columns }}>
        <span />
        {DAYS_OF_WEEK.map((day) => (
          <div
            key={day}
            className={cx(
              "border-l border-line px-2 py-2 text-center font-medium",
              day === todayDay ? "bg-accent text-accent-ink" : "text-ink",
            )}
          >
            {DAY_LABELS[day]}
            {day === todayDay && <span className="sr-only"> (hoy)</span>}
          </div>
        ))}
      </div>
      <div className="grid" style={{ gridTemplateColumns: columns }}>
        <div aria-hidden="true">
          {HOURS.map((hour) => (
            <div
              key={hour}
              className="border-t border-line pr-2 text-right text-xs text-ink-muted first:border-t-0"
              style={{ height: `${HOUR_REM}rem` }}
            >
              {String(hour).padStart(2, "0")}:00
            </div>
          ))}
        </div>
        {DAYS_OF_WEEK.map((day) => (
          <ul
            key={day}
            aria-label={DAY_LABELS[day]}
            data-day={day}
            className={cx("relative border-l border-line", day === todayDay && "bg-accent-soft/40")}
            style={{
              height: `${HOURS.length * HOUR_REM}rem`,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent calc(${HOUR_REM}rem - 1px), var(--nova-line) calc(${HOUR_REM}rem - 1px), var(--nova-line) ${HOUR_REM}rem)`,
            }}
          >
            {(placedByDay.get(day) ?? []).map(({ event, lane, lanes }) => (
              <li
                key={event.key}
                className="absolute px-0.5"
                style={{
                  top: `${((event.start - FIRST_HOUR * 60) / 60) * HOUR_REM}rem`,
                  height: `${((event.end - event.start) / 60) * HOUR_REM}rem`,
                  left: `${(lane / lanes) * 100}%`,
                  width: `${100 / lanes}%`,
                }}
                data-testid="calendar-block"
                data-lane={lane}
                data-lanes={lanes}
              >
                <ClassBlock meeting={event} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </Card>
  );
}

function ClassBlock({ meeting, className }: { meeting: Meeting; className?: string }) {
  const { cls } = meeting;
  return (
    <Link
      to={`/classes/${cls.id}`}
      title={`${cls.name} · ${meeting.timeRange} · ${teacherNames(cls)} · ${cls.enrolledStudents}/${cls.maxStudents} estudiantes`}
      className={cx(
        "block h-full overflow-hidden rounded-md border-l-4 px-1.5 py-1 text-xs leading-tight hover:brightness-95",
        TYPE_COLORS[cls.type ?? ""] ?? NO_TYPE_COLOR,
        className,
      )}
    >
      <span className="block truncate font-semibold">{cls.name}</span>
      <span className="block">{meeting.timeRange}</span>
      <span className="block truncate">{teacherNames(cls)}</span>
      <span className="block">
        {cls.enrolledStudents}/{cls.maxStudents} estudiantes
      </span>
    </Link>
  );
}

function DayList({ byDay, todayDay }: { byDay: Map<DayOfWeek, Meeting[]>; todayDay: DayOfWeek }) {
  return (
    <div className="space-y-4 md:hidden" data-testid="day-list">
      {DAYS_OF_WEEK.map((day) => {
        const meetings = [...(byDay.get(day) ?? [])].sort((a, b) => a.start - b.start);
        return (
          <section key={day} aria-label={DAY_LABELS[day]}>
            <h2
              className={cx(
                "mb-2 inline-block rounded-md px-2 py-0.5 text-sm font-semibold",
                day === todayDay ? "bg-accent text-accent-ink" : "text-ink",
              )}
            >
              {DAY_LABELS[day]}
              {day === todayDay && " · hoy"}
            </h2>
            {meetings.length === 0 ? (
              <p className="text-sm text-ink-muted">Sin clases.</p>
            ) : (
              <ul className="space-y-2">
                {meetings.map((meeting) => (
                  <li key={meeting.key}>
                    <ClassBlock meeting={meeting} className="text-sm" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
