import { formatDateEs } from "@nova/domain";
import { ClipboardCheck } from "lucide-react";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useClassAttendance } from "../api/get-class-attendance";

const percent = (rate: number | null) => (rate === null ? "—" : `${Math.round(rate * 100)} %`);

/** The class page's attendance: occupancy by week and each session of the last eight weeks. */
export function ClassAttendanceCard({ classId }: { classId: number }) {
  const query = useClassAttendance(classId);
  return (
    <SectionCard
      title="Asistencia y ocupación"
      icon={<ClipboardCheck className="size-5 text-accent-text" aria-hidden="true" />}
    >
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
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Asistencia por sesión</caption>
              <thead className="border-b border-line text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Sesión
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Presentes
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Atrasadas
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Ausentes
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Justificadas
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {query.data.sessions.map((s) => (
                  <tr key={`${s.date}-${s.startTime}`}>
                    <td className="py-2 pr-3 text-ink">
                      {formatDateEs(s.date)} {s.startTime}
                      {!s.held && <span className="ml-2 text-ink-muted">sin marcar</span>}
                      {s.visitors > 0 && (
                        <span className="ml-2 text-ink-muted">+{s.visitors} recuperación</span>
                      )}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.present}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.late}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.absent}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{s.excused}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
