import {
  addDays,
  CLASS_TYPES,
  type ClassResponse,
  type ClosedDaysResponse,
  classTypeLabel,
  DAY_LABELS,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayOfWeekOf,
  formatDateLongEs,
  scheduleTimeRange,
} from "@nova/domain";
import { CalendarDays, CalendarOff, ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ClearFiltersButton } from "@/components/ui/list-page";
import { type Option, OptionSelect, optionsOf } from "@/components/ui/option-select";
import { TitledPageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { cx } from "@/lib/class-names";
import { useStudioToday } from "@/lib/studio-today";
import { filterSelect, useListParams } from "@/lib/use-list-params";
import { useCalendarClasses, useClosedDays } from "../api/get-classes";
import {
  type CalendarEvent,
  groupDay,
  hourHeights,
  offsetOf,
  visibleHours,
} from "../lib/calendar-layout";

const LAST_HOUR = 24;
/** Height of one hour in the grid, in rem, where no more room is needed. */
const HOUR_REM = 3.5;
/** Room for one of several classes listed at one time: its hours and a name on two lines. */
const ROW_REM = 3.25;
/** Narrowest a day may be ("Miércoles", a class name on two lines); the grid scrolls below. */
const DAY_MIN_REM = 7;

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

/** One day of the week shown: its date, and why there is no class then (null: open). */
interface WeekDay {
  date: string;
  closed: ClosedDaysResponse[number] | null;
}

/** Monday of a date's week (Chilean weeks start on Monday). */
const mondayOf = (date: string) => addDays(date, -DAYS_OF_WEEK.indexOf(dayOfWeekOf(date)));

const closedLabel = (closed: NonNullable<WeekDay["closed"]>) =>
  `${closed.kind === "HOLIDAY" ? "Feriado" : "Estudio cerrado"}: ${closed.reason}`;

function teacherNames(cls: ClassResponse): string {
  return cls.teachers.length > 0 ? cls.teachers.map((t) => t.fullName).join(", ") : "Sin asignar";
}

export function ClassCalendarPage() {
  const list = useListParams({ teacher: "all", type: "all" });
  const query = useCalendarClasses();
  const { today } = useStudioToday();
  const [monday, setMonday] = useState<string | null>(null);
  const weekStart = monday ?? mondayOf(today);
  const weekEnd = addDays(weekStart, 6);
  const closedQuery = useClosedDays(weekStart, weekEnd);
  const week = new Map(
    DAYS_OF_WEEK.map((day, i): [DayOfWeek, WeekDay] => {
      const date = addDays(weekStart, i);
      return [day, { date, closed: closedQuery.data?.find((c) => c.date === date) ?? null }];
    }),
  );
  // Today is marked only in the week that holds it.
  const todayDay = weekStart === mondayOf(today) ? dayOfWeekOf(today) : null;

  const classes = query.data ?? [];
  const teachers = [
    ...new Map(classes.flatMap((c) => c.teachers).map((t) => [String(t.id), t.fullName])),
  ].sort((a, b) => a[1].localeCompare(b[1], "es"));
  const shown = classes.filter(
    (c) =>
      (list.filters.type === "all" || c.type === list.filters.type) &&
      (list.filters.teacher === "all" ||
        c.teachers.some((t) => String(t.id) === list.filters.teacher)),
  );
  const meetings = meetingsOf(shown);
  const filters = [
    {
      name: "teacher",
      label: "Profesora",
      className: "w-56",
      options: [["all", "Todas las profesoras"], ...teachers],
    },
    {
      name: "type",
      label: "Tipo",
      className: "w-48",
      options: [["all", "Todos los tipos"], ...optionsOf(CLASS_TYPES, classTypeLabel)],
    },
  ] satisfies { name: "teacher" | "type"; label: string; className: string; options: Option[] }[];
  const byDay = new Map(
    DAYS_OF_WEEK.map((day) => [day, meetings.filter((m) => m.day === day)] as const),
  );

  return (
    <div>
      <TitledPageHeader
        title="Calendario de clases"
        description="Las clases activas de la semana, de lunes a domingo, sin los feriados ni los cierres del estudio."
      />
      <nav aria-label="Semana" className="mb-4 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setMonday(addDays(weekStart, -7))}
          aria-label="Semana anterior"
          icon={ChevronLeft}
        />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setMonday(addDays(weekStart, 7))}
          aria-label="Semana siguiente"
          icon={ChevronRight}
        />
        <p className="text-sm font-medium text-ink" aria-live="polite">
          Semana del {formatDateLongEs(weekStart)} al {formatDateLongEs(weekEnd)}
        </p>
        {todayDay === null && (
          <Button variant="ghost" size="sm" onClick={() => setMonday(null)}>
            Volver a esta semana
          </Button>
        )}
      </nav>
      <div className="mb-5 flex flex-wrap items-end gap-3">
        {filters.map((filter) => (
          <OptionSelect
            key={filter.name}
            label={filter.label}
            hideLabel
            {...filterSelect(list, filter.name)}
            fieldClassName={filter.className}
            options={filter.options}
          />
        ))}
        <ClearFiltersButton show={list.isFiltered} onClear={list.clearFilters} />
      </div>

      <QueryState
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
        <WeekGrid byDay={byDay} todayDay={todayDay} week={week} />
        <DayList byDay={byDay} todayDay={todayDay} week={week} />
        {closedQuery.isError && (
          <p className="mt-3 text-sm text-warning-text" role="status">
            No se pudieron cargar los feriados de esta semana.
          </p>
        )}
      </QueryState>
    </div>
  );
}

interface WeekProps {
  byDay: Map<DayOfWeek, Meeting[]>;
  todayDay: DayOfWeek | null;
  week: Map<DayOfWeek, WeekDay>;
}

/**
 * The grid's hour bands, one a row, ruled between hours; `labelled` writes each hour ("18:00")
 * in its band (the time column), else the bands only rule a day's column.
 */
function HourBands({
  rows,
  labelled = false,
}: {
  rows: { hour: number; height: number }[];
  labelled?: boolean;
}) {
  return (
    <div aria-hidden="true">
      {rows.map(({ hour, height }) => (
        <div
          key={hour}
          className={cx(
            "border-t border-line first:border-t-0",
            labelled && "pr-2 text-right text-xs text-ink-muted",
          )}
          style={{ height: `${height}rem` }}
        >
          {labelled && `${String(hour).padStart(2, "0")}:00`}
        </div>
      ))}
    </div>
  );
}

/** The day's name with its date: "Lunes 14". */
const dayTitle = (day: DayOfWeek, week: Map<DayOfWeek, WeekDay>) =>
  `${DAY_LABELS[day]} ${Number(week.get(day)?.date.slice(8, 10))}`;

function WeekGrid({ byDay, todayDay, week }: WeekProps) {
  const groupsByDay = new Map(DAYS_OF_WEEK.map((day) => [day, groupDay(byDay.get(day) ?? [])]));
  const all = DAYS_OF_WEEK.flatMap((day) => byDay.get(day) ?? []);
  // The rows run from the first class's hour to the last one's end, and stretch where several
  // classes meet at once: those are listed one under another, each with its name and hours,
  // instead of side by side in slivers of a seventh of the screen.
  const hours = visibleHours(all);
  const heights = hourHeights(
    DAYS_OF_WEEK.flatMap((day) =>
      (groupsByDay.get(day) ?? []).map((g) => ({ ...g, count: g.events.length })),
    ),
    hours,
    { base: HOUR_REM, rowRem: ROW_REM, paddingRem: 0.5 },
  );
  const top = (minute: number) => offsetOf(minute, hours.first, heights);
  const total = heights.reduce((sum, h) => sum + h, 0);
  const hourRows = heights.map((height, i) => ({ hour: hours.first + i, height }));
  const columns = `3.5rem repeat(7, minmax(${DAY_MIN_REM}rem, 1fr))`;
  return (
    <Card className="hidden overflow-x-auto md:block" data-testid="week-grid">
      <div style={{ minWidth: `${3.5 + 7 * DAY_MIN_REM}rem` }}>
        <div className="grid border-b border-line text-sm" style={{ gridTemplateColumns: columns }}>
          <span />
          {DAYS_OF_WEEK.map((day) => {
            const closed = week.get(day)?.closed;
            return (
              <div
                key={day}
                className={cx(
                  "min-w-0 border-l border-line px-2 py-2 text-center font-medium",
                  day === todayDay ? "bg-accent text-accent-ink" : "text-ink",
                )}
              >
                <span className="block truncate">{dayTitle(day, week)}</span>
                {day === todayDay && <span className="sr-only"> (hoy)</span>}
                {closed && (
                  <span
                    title={closedLabel(closed)}
                    className={cx(
                      "line-clamp-2 text-xs font-normal break-words",
                      day === todayDay ? "text-accent-ink" : "text-danger-text",
                    )}
                  >
                    {closed.kind === "HOLIDAY" ? "Feriado" : "Cerrado"}: {closed.reason}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        <div className="grid" style={{ gridTemplateColumns: columns }}>
          <HourBands rows={hourRows} labelled />
          {DAYS_OF_WEEK.map((day) => {
            const closed = week.get(day)?.closed ?? null;
            return (
              <div
                key={day}
                className={cx(
                  "relative border-l border-line",
                  day === todayDay && "bg-accent-soft/40",
                  closed && "bg-surface-muted",
                )}
                style={{ height: `${total}rem` }}
                data-closed={closed ? closed.reason : undefined}
              >
                <HourBands rows={hourRows} />
                <ul
                  aria-label={
                    closed ? `${DAY_LABELS[day]}, ${closedLabel(closed)}` : DAY_LABELS[day]
                  }
                  data-day={day}
                  className="absolute inset-0"
                >
                  {(groupsByDay.get(day) ?? []).map((group) => (
                    <li
                      key={group.events[0]?.key}
                      className="absolute inset-x-0 px-px"
                      style={{
                        top: `${top(group.start)}rem`,
                        height: `${top(group.end) - top(group.start)}rem`,
                      }}
                    >
                      {group.events.length === 1 && group.events[0] ? (
                        <div className="h-full" data-testid="calendar-block">
                          <ClassBlock
                            meeting={group.events[0]}
                            lines={linesIn(top(group.end) - top(group.start))}
                            cancelled={closed}
                          />
                        </div>
                      ) : (
                        <ul
                          aria-label={`${group.events.length} clases a la vez`}
                          className="flex h-full flex-col gap-0.5 rounded-md bg-surface ring-1 ring-line-strong"
                        >
                          {group.events.map((meeting) => (
                            <li
                              key={meeting.key}
                              className="min-h-0 flex-1"
                              data-testid="calendar-block"
                            >
                              <ClassBlock meeting={meeting} compact cancelled={closed} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </Card>
  );
}

/** Lines of text (0.75 rem, tight leading) a block of this height holds inside its padding. */
function linesIn(heightRem: number): number {
  return Math.max(2, Math.floor((heightRem - 0.6) / 0.9375));
}

function ClassBlock({
  meeting,
  className,
  compact = false,
  lines = 5,
  cancelled = null,
}: {
  meeting: Meeting;
  /** The day is a holiday or a closure: the class does not meet. */
  cancelled?: WeekDay["closed"];
  className?: string;
  /** One of several classes listed at one time: its hours and name, the rest in its title. */
  compact?: boolean;
  /** The lines the block has room for: what does not fit whole is left out (in the title). */
  lines?: number;
}) {
  const { cls } = meeting;
  return (
    <Link
      to={`/classes/${cls.id}`}
      title={`${cls.name} · ${meeting.timeRange} · ${teacherNames(cls)} · ${cls.enrolledStudents}/${cls.maxStudents} estudiantes${cancelled ? ` · No se dicta: ${closedLabel(cancelled)}` : ""}`}
      className={cx(
        "block h-full overflow-hidden rounded-md border-l-4 px-1 py-1 text-xs leading-tight hover:brightness-95",
        // A class that does not meet loses its type's colour: greyed and struck through.
        cancelled
          ? `${NO_TYPE_COLOR} line-through decoration-2`
          : (TYPE_COLORS[cls.type ?? ""] ?? NO_TYPE_COLOR),
        className,
      )}
    >
      {cancelled && <span className="sr-only">No se dicta ({closedLabel(cancelled)}): </span>}
      {compact ? (
        <>
          <span className="block font-medium tabular-nums">{meeting.timeRange}</span>
          <span className="line-clamp-2 font-semibold tracking-tight break-words">{cls.name}</span>
        </>
      ) : (
        <>
          <span
            className={cx(
              "font-semibold tracking-tight break-words",
              lines >= 3 ? "line-clamp-2" : "line-clamp-1",
            )}
          >
            {cls.name}
          </span>
          <span className="block tabular-nums">{meeting.timeRange}</span>
          {lines >= 4 && <span className="block truncate">{teacherNames(cls)}</span>}
          {lines >= 5 && (
            <span className="block truncate">
              {cls.enrolledStudents}/{cls.maxStudents} estudiantes
            </span>
          )}
        </>
      )}
    </Link>
  );
}

function DayList({ byDay, todayDay, week }: WeekProps) {
  return (
    <div className="space-y-4 md:hidden" data-testid="day-list">
      {DAYS_OF_WEEK.map((day) => {
        const meetings = [...(byDay.get(day) ?? [])].sort((a, b) => a.start - b.start);
        const closed = week.get(day)?.closed ?? null;
        return (
          <section key={day} aria-label={dayTitle(day, week)}>
            <h2
              className={cx(
                "mb-2 inline-block rounded-md px-2 py-0.5 text-sm font-semibold",
                day === todayDay ? "bg-accent text-accent-ink" : "text-ink",
              )}
            >
              {dayTitle(day, week)}
              {day === todayDay && " · hoy"}
            </h2>
            {closed && (
              <p className="mb-2 flex items-center gap-1.5 text-sm font-medium text-danger-text">
                <CalendarOff className="size-4 shrink-0" aria-hidden="true" />
                Sin clases · {closedLabel(closed)}
              </p>
            )}
            {meetings.length === 0 ? (
              <p className="text-sm text-ink-muted">Sin clases.</p>
            ) : (
              <ul className="space-y-2">
                {meetings.map((meeting) => (
                  <li key={meeting.key}>
                    <ClassBlock meeting={meeting} className="text-sm" cancelled={closed} />
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
