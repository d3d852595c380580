import { formatDateEs } from "@nova/domain";
import { ClipboardCheck } from "lucide-react";
import { AttendanceMarkList, attendancePercent as percent } from "@/components/attendance-marks";
import { QueryCard } from "@/components/ui/query-card";
import { useStudentAttendance } from "../api/get-student-attendance";

/** The student page's attendance: last eight weeks per class, rate, make-up credits. */
export function StudentAttendanceCard({ studentId }: { studentId: number }) {
  const query = useStudentAttendance(studentId);
  return (
    <QueryCard
      title="Asistencia (últimas 8 semanas)"
      icon={ClipboardCheck}
      actions={
        query.data ? (
          <span className="text-sm text-ink-muted">Asistencia: {percent(query.data.rate)}</span>
        ) : undefined
      }
      query={query}
      loadingLabel="Cargando asistencia"
      errorTitle="No se pudo cargar la asistencia"
    >
      {(data) => (
        <div className="space-y-4">
          {data.risk.length > 0 && (
            <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text">
              En riesgo:{" "}
              {data.risk
                .map((r) =>
                  r.kind === "CONSECUTIVE_ABSENCES"
                    ? "dos ausencias seguidas sin justificar"
                    : `asistencia de ${percent(r.rate ?? null)} en cuatro semanas`,
                )
                .join("; ")}
              .
            </p>
          )}
          {data.classes.length === 0 ? (
            <p className="text-sm text-ink-muted">Sin asistencia registrada en estas semanas.</p>
          ) : (
            data.classes.map((klass) => (
              <div key={klass.classId}>
                <p className="text-sm font-medium text-ink">
                  {klass.className}{" "}
                  <span className="font-normal text-ink-muted">· {percent(klass.rate)}</span>
                </p>
                <AttendanceMarkList marks={klass.marks} />
              </div>
            ))
          )}
          {data.makeUp.enabled && (
            <div>
              <p className="text-sm font-medium text-ink">
                Recuperaciones disponibles: {data.makeUp.available}
              </p>
              <ul className="mt-1 text-sm text-ink-muted">
                {data.makeUp.credits
                  .filter((c) => c.status === "AVAILABLE")
                  .map((c) => (
                    <li key={`${c.earnedOn}-${c.classId}`}>
                      Por la ausencia justificada del {formatDateEs(c.earnedOn)}; vence el{" "}
                      {formatDateEs(c.expiresOn)}.
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </QueryCard>
  );
}
