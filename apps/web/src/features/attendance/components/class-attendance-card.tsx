import { formatDateEs } from "@nova/domain";
import { ClipboardCheck } from "lucide-react";
import { attendancePercent as percent } from "@/components/attendance-marks";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { plural } from "@/lib/format";
import { useClassAttendance } from "../api/get-class-attendance";

/** The class page's attendance: occupancy by week and each session of the last eight weeks. */
export function ClassAttendanceCard({ classId }: { classId: number }) {
  const query = useClassAttendance(classId);
  return (
    <SectionCard title="Asistencia y ocupación" icon={ClipboardCheck}>
      {query.isPending ? (
        <LoadingState label="Cargando asistencia" />
      ) : query.isError ? (
        <QueryErrorState title="No se pudo cargar la asistencia" query={query} />
      ) : query.data.sessions.length === 0 ? (
        <p className="text-sm text-ink-muted">Sin sesiones en las últimas 8 semanas.</p>
      ) : (
        <div className="space-y-4">
          <div>
            <p className="mb-2 text-sm font-medium text-ink">
              Ocupación por semana (presentes / cupo {query.data.capacity})
            </p>
            <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
              {query.data.weeks.map((week) => (
                <li key={week.weekStart} className="rounded-lg bg-surface-muted p-2 text-center">
                  <span className="block text-xs text-ink-muted">
                    {formatDateEs(week.weekStart).slice(0, 5)}
                  </span>
                  <span className="block text-sm font-semibold text-ink tabular-nums">
                    {percent(week.occupancy)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <ul className="divide-y divide-line text-sm" aria-label="Asistencia por sesión">
            {query.data.sessions.map((s) => (
              <li
                key={`${s.date}-${s.startTime}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
              >
                <span className="font-medium text-ink tabular-nums">
                  {formatDateEs(s.date)} {s.startTime}
                </span>
                {s.held ? (
                  <span className="text-ink-muted tabular-nums">
                    {[
                      plural(s.present, "presente", "presentes"),
                      plural(s.late, "atrasada", "atrasadas"),
                      plural(s.absent, "ausente", "ausentes"),
                      plural(s.excused, "justificada", "justificadas"),
                      ...(s.visitors > 0
                        ? [plural(s.visitors, "recuperación", "recuperaciones")]
                        : []),
                    ].join(" · ")}
                  </span>
                ) : (
                  <span className="text-ink-muted">Sin marcar</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
