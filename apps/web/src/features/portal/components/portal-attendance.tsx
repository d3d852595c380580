import { formatDateEs } from "@nova/domain";
import {
  AttendanceMarkList,
  attendanceCounts,
  attendancePercent,
} from "@/components/attendance-marks";
import { getErrorMessage } from "@/lib/api-client";
import { plural } from "@/lib/format";
import { usePortalAttendance } from "../api/get-attendance";
import { PortalSection } from "./portal-shell";

/**
 * 'Asistencia': each child's last eight weeks, class by class, as the teacher marked them, and
 * the make-up classes she still has. Loaded on its own so the rest of the portal never waits
 * for it.
 */
export function PortalAttendance() {
  const attendance = usePortalAttendance();
  return (
    <PortalSection title="Asistencia">
      {attendance.isPending ? (
        <p className="text-sm text-muted-foreground">Cargando asistencia…</p>
      ) : attendance.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(attendance.error)}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Últimas 8 semanas, del {formatDateEs(attendance.data.from)} al{" "}
            {formatDateEs(attendance.data.to)}.
          </p>
          <ul className="mt-3 space-y-4">
            {attendance.data.children.map((child) => (
              <li key={child.studentId}>
                <p className="flex justify-between gap-3 font-medium">
                  <span>{child.fullName}</span>
                  {child.rate !== null && (
                    <span className="shrink-0">Asistió al {attendancePercent(child.rate)}</span>
                  )}
                </p>
                {child.classes.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Aún no hay asistencia registrada en estas semanas.
                  </p>
                ) : (
                  child.classes.map((c) => (
                    <div key={c.classId} className="mt-2">
                      <p className="text-sm">
                        {c.className}
                        {c.rate !== null && (
                          <span className="text-muted-foreground">
                            {" "}
                            · {attendancePercent(c.rate)}
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-muted-foreground">{attendanceCounts(c.marks)}</p>
                      {/* Eight weeks of a class three times a week is two dozen dates: on a
                          phone they wait behind a tap. */}
                      <details className="mt-1 text-sm">
                        <summary className="cursor-pointer font-medium text-primary underline">
                          Ver fechas
                        </summary>
                        <AttendanceMarkList marks={c.marks} />
                      </details>
                    </div>
                  ))
                )}
                {child.makeUp.enabled && child.makeUp.available > 0 && (
                  <p className="mt-2 rounded-md border border-border px-3 py-2 text-sm">
                    {child.fullName.split(" ")[0]} tiene{" "}
                    {plural(child.makeUp.available, "clase", "clases")} por recuperar
                    {child.makeUp.nextExpiry &&
                      ` (la primera vence el ${formatDateEs(child.makeUp.nextExpiry)})`}
                    . Pregúntanos en qué clase puede recuperarla.
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </PortalSection>
  );
}
