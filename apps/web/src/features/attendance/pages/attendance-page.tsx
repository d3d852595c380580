import {
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  addDays,
  DEFAULT_TIME_ZONE,
  formatDateLongEs,
  type SessionResponse,
  type SessionStudent,
  type SessionTrial,
  todayInZone,
} from "@nova/domain";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCheck, CloudOff, CloudUpload, Phone, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TitledPageHeader } from "@/components/ui/page-header";
import { LoadingState, QueryErrorState } from "@/components/ui/query-state";
import { HonorariosMonths } from "@/entities/report";
import { usePermissions } from "@/entities/session";
import { cx } from "@/lib/class-names";
import { plural } from "@/lib/format";
import { useServiceWorkerController } from "@/lib/offline-day";
import { sessionsQueryOptions, useSessions } from "../api/get-sessions";
import { attendanceKeys } from "../api/keys";
import type { PendingMark } from "../api/save-attendance";
import { MakeUpPicker } from "../components/make-up-picker";
import { MyTeaching } from "../components/my-teaching";
import { attendanceOutbox, useOnline, useOutbox } from "../outbox-instance";

const STATUS_STYLES: Record<AttendanceStatus, string> = {
  PRESENT: "border-transparent bg-success-soft text-success-text ring-2 ring-success-text/60",
  ABSENT: "border-transparent bg-danger-soft text-danger-text ring-2 ring-danger-text/60",
  LATE: "border-transparent bg-warning-soft text-warning-text ring-2 ring-warning-text/60",
  EXCUSED: "border-transparent bg-info-soft text-info-text ring-2 ring-info-text/60",
};

/** The days after today whose sessions a teacher's phone reads ahead for offline use. */
const UPCOMING_DAYS = 6;

/** '/asistencia': the day's sessions, one tap per student, kept on the phone until sent. */
export function AttendancePage() {
  const [date, setDate] = useState(() => todayInZone(new Date(), DEFAULT_TIME_ZONE));
  const query = useSessions(date);
  const outbox = useOutbox();
  const online = useOnline();
  const queryClient = useQueryClient();
  const hadPending = useRef(false);
  const { teacher } = usePermissions();
  const worker = useServiceWorkerController();

  // Back online, or every few seconds while something waits: send what the phone kept.
  useEffect(() => {
    if (online) void attendanceOutbox.flush();
  }, [online]);
  useEffect(() => {
    if (outbox.pending.length === 0) return;
    const timer = setInterval(() => void attendanceOutbox.flush(), 15_000);
    return () => clearInterval(timer);
  }, [outbox.pending.length]);
  // A teacher's next days are read ahead while there is a connection: the service worker keeps
  // them (decision 0080), so the page still shows her rosters after a reload without network.
  // On the first visit the worker takes over after the page has read its day: read it again.
  const firstWorker = useRef(worker);
  useEffect(() => {
    if (!teacher || !online) return;
    const today = todayInZone(new Date(), DEFAULT_TIME_ZONE);
    const arrived = worker !== null && firstWorker.current === null;
    if (arrived) {
      firstWorker.current = worker;
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    }
    for (let day = 1; day <= UPCOMING_DAYS; day += 1) {
      void queryClient.prefetchQuery({
        ...sessionsQueryOptions(addDays(today, day)),
        ...(arrived ? { staleTime: 0 } : {}),
      });
    }
  }, [teacher, online, worker, queryClient]);
  // Once everything is sent, the list is read again from the server.
  useEffect(() => {
    if (outbox.pending.length > 0) hadPending.current = true;
    else if (hadPending.current && !outbox.sending) {
      hadPending.current = false;
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.all });
    }
  }, [outbox.pending.length, outbox.sending, queryClient]);

  return (
    <div className="mx-auto max-w-2xl">
      <TitledPageHeader
        title="Asistencia"
        description={formatDateLongEs(date)}
        actions={
          <label className="flex items-center gap-2 text-sm text-ink-muted">
            Fecha
            <input
              type="date"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              className="h-10 rounded-lg border border-line bg-surface px-3 text-ink"
            />
          </label>
        }
      />
      <SyncStatus
        online={online}
        pending={outbox.pending}
        sending={outbox.sending}
        sentAfterReconnect={outbox.sentAfterReconnect}
      />
      {outbox.failures.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl bg-danger-soft p-4 text-sm text-danger-text">
          <p className="font-medium">
            {plural(
              outbox.failures.length,
              "marca no se pudo guardar",
              "marcas no se pudieron guardar",
            )}
            :
          </p>
          <ul className="mt-1 list-disc pl-5">
            {outbox.failures.map((f) => (
              <li key={f.mark.key}>{f.message}</li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => attendanceOutbox.dismissFailures()}
          >
            Entendido
          </Button>
        </div>
      )}
      {query.isPending ? (
        <LoadingState label="Cargando sesiones" />
      ) : query.isError ? (
        <QueryErrorState title="No se pudieron cargar las sesiones" query={query} />
      ) : query.data.closedReason ? (
        <EmptyState
          icon={CloudOff}
          title="Hoy no hay clases"
          description={`El estudio está cerrado: ${query.data.closedReason}.`}
        />
      ) : query.data.sessions.length === 0 ? (
        <EmptyState
          icon={CheckCheck}
          title="No hay sesiones este día"
          description="Ninguna de sus clases tiene horario en esta fecha."
        />
      ) : (
        <div className="space-y-5">
          {query.data.sessions.map((session) => (
            <SessionCard
              key={`${session.classId}-${session.startTime}`}
              session={session}
              pending={outbox.pending}
            />
          ))}
        </div>
      )}
      {teacher && (
        <div className="mt-8">
          <MyTeaching />
          <div className="mt-5">
            <HonorariosMonths teacherId="me" />
          </div>
        </div>
      )}
    </div>
  );
}

function SyncStatus({
  online,
  pending,
  sending,
  sentAfterReconnect,
}: {
  online: boolean;
  pending: readonly PendingMark[];
  sending: boolean;
  /** Marks that waited for the connection and were then sent (null: none waited). */
  sentAfterReconnect: number | null;
}) {
  const count = pending.length;
  const box = "mb-4 flex items-start gap-3 rounded-xl p-3 text-sm";
  return (
    <div role="status" aria-live="polite">
      {count === 0 ? (
        <p className={cx(box, "bg-surface-muted text-ink-muted")}>
          <CheckCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {sentAfterReconnect
            ? `${sentAfterReconnect === 1 ? "Se envió 1 marca" : `Se enviaron ${sentAfterReconnect} marcas`}. Todo guardado.`
            : "Todo guardado."}
        </p>
      ) : !online ? (
        <p className={cx(box, "bg-warning-soft text-warning-text")} data-testid="pendientes">
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Sin conexión: {plural(count, "marca guardada", "marcas guardadas")} en este teléfono,
            por enviar. Se enviarán solas al volver la conexión.
          </span>
        </p>
      ) : (
        <p className={cx(box, "bg-info-soft text-info-text")} data-testid="pendientes">
          <CloudUpload className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="flex-1">
            {sending ? "Enviando" : "Por enviar"}: {plural(count, "marca", "marcas")}.
          </span>
          {!sending && (
            <button
              type="button"
              onClick={() => void attendanceOutbox.flush()}
              className="inline-flex items-center gap-1 font-medium underline"
            >
              <RefreshCw className="size-3.5" aria-hidden="true" />
              Reintentar
            </button>
          )}
        </p>
      )}
    </div>
  );
}

function SessionCard({
  session,
  pending,
}: {
  session: SessionResponse;
  pending: readonly PendingMark[];
}) {
  const headingId = useId();
  const inSession = (m: PendingMark) =>
    m.classId === session.classId && m.date === session.date && m.start === session.startTime;
  const waiting = (studentId: number) =>
    pending.findLast(
      (m) => inSession(m) && m.trialRequestId === undefined && m.studentId === studentId,
    );
  const waitingTrial = (trialRequestId: number) =>
    pending.findLast((m) => inSession(m) && m.trialRequestId === trialRequestId);
  const statusOf = (s: SessionStudent) => waiting(s.id)?.status ?? s.status;
  const marked = session.students.filter((s) => statusOf(s) !== null).length;
  const present = session.students.filter((s) => {
    const status = statusOf(s);
    return status === "PRESENT" || status === "LATE";
  }).length;
  const mark = (
    studentId: number,
    status: AttendanceStatus,
    note: string | null = null,
    studentName?: string,
  ) =>
    attendanceOutbox.add({
      classId: session.classId,
      date: session.date,
      start: session.startTime,
      studentId,
      status,
      note,
      ...(studentName ? { studentName } : {}),
    });
  // A make-up visitor added on the phone shows at once, before the server has her.
  const listed = new Set(session.students.map((s) => s.id));
  const guests: SessionStudent[] = pending
    .filter(
      (m) =>
        inSession(m) && m.trialRequestId === undefined && !listed.has(m.studentId) && m.studentName,
    )
    .map((m) => ({
      id: m.studentId,
      fullName: m.studentName ?? "",
      age: null,
      emergencyContactPhone: null,
      kind: "MAKEUP",
      status: m.status,
      note: m.note,
    }));
  const students = [...session.students, ...guests];
  const unmarked = session.students.filter((s) => statusOf(s) === null);
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate font-display text-lg font-semibold text-ink">
            {session.className}
          </h2>
          <p className="text-sm text-ink-muted">
            {session.startTime} – {session.endTime} · {marked} de {session.students.length} con
            marca · {present} {present === 1 ? "presente" : "presentes"} (cupo {session.capacity})
            {session.trials.length > 0 &&
              ` · ${plural(session.trials.length, "clase de prueba", "clases de prueba")}`}
          </p>
        </div>
        {unmarked.length > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              for (const s of unmarked) mark(s.id, "PRESENT");
            }}
            icon={CheckCheck}
          >
            Resto presentes
          </Button>
        )}
      </header>
      {students.length === 0 && session.trials.length === 0 ? (
        <p className="px-4 py-6 text-sm text-ink-muted">Esta clase aún no tiene inscripciones.</p>
      ) : (
        <ul className="divide-y divide-line">
          {session.trials.map((trial) => (
            <StudentRow
              key={`prueba-${trial.trialRequestId}`}
              student={trialAsStudent(trial)}
              options={TRIAL_OPTIONS}
              status={waitingTrial(trial.trialRequestId)?.status ?? trial.status}
              waiting={waitingTrial(trial.trialRequestId) !== undefined}
              note={null}
              onMark={(status) =>
                attendanceOutbox.add({
                  classId: session.classId,
                  date: session.date,
                  start: session.startTime,
                  // A visitor is no student: her request is what the mark is about.
                  studentId: 0,
                  trialRequestId: trial.trialRequestId,
                  status,
                  note: null,
                })
              }
            />
          ))}
          {students.map((student) => (
            <StudentRow
              key={student.id}
              student={student}
              status={statusOf(student)}
              waiting={waiting(student.id) !== undefined}
              note={waiting(student.id)?.note ?? student.note}
              onMark={(status, note) =>
                mark(
                  student.id,
                  status,
                  note,
                  student.kind === "REGULAR" ? undefined : student.fullName,
                )
              }
            />
          ))}
        </ul>
      )}
      <div className="border-t border-line px-4 py-2">
        <MakeUpPicker
          classId={session.classId}
          date={session.date}
          onPick={(student) => mark(student.id, "PRESENT", null, student.fullName)}
        />
      </div>
    </section>
  );
}

/** A trial visitor came or did not: the two marks her request can take. */
const TRIAL_OPTIONS = ["PRESENT", "ABSENT"] as const satisfies readonly AttendanceStatus[];

/** A trial visitor as a row of the list shows her (her request's id stands for a student's). */
const trialAsStudent = (trial: SessionTrial): SessionStudent => ({
  id: trial.trialRequestId,
  fullName: trial.name,
  age: trial.age,
  emergencyContactPhone: trial.emergencyContactPhone,
  kind: "TRIAL",
  status: trial.status,
  note: null,
});

function StudentRow({
  student,
  options = ATTENDANCE_STATUSES,
  status,
  waiting,
  note,
  onMark,
}: {
  student: SessionStudent;
  /** The marks offered (a trial visitor: present or absent). */
  options?: readonly AttendanceStatus[];
  status: AttendanceStatus | null;
  waiting: boolean;
  note: string | null;
  onMark: (status: AttendanceStatus, note: string | null) => void;
}) {
  const [draft, setDraft] = useState(note ?? "");
  const noteId = useId();
  const groupName = useId();
  return (
    <li className="px-4 py-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-ink">
          {student.fullName}
          {student.age !== null && (
            <span className="font-normal whitespace-nowrap text-ink-muted">
              {" "}
              · {student.age} años
            </span>
          )}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {student.kind !== "REGULAR" && (
            <Badge tone="accent">{student.kind === "MAKEUP" ? "Recuperación" : "Prueba"}</Badge>
          )}
          {waiting && <Badge tone="warning">Por enviar</Badge>}
          {student.emergencyContactPhone && (
            <a
              href={`tel:${student.emergencyContactPhone}`}
              className="inline-flex size-8 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
              aria-label={`Llamar al contacto de emergencia de ${student.fullName}`}
            >
              <Phone className="size-4" aria-hidden="true" />
            </a>
          )}
        </div>
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">Asistencia de {student.fullName}</legend>
        <div className={cx("grid gap-1.5", options.length === 2 ? "grid-cols-2" : "grid-cols-4")}>
          {options.map((option) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={groupName}
                value={option}
                checked={status === option}
                onChange={() => onMark(option, option === "EXCUSED" ? draft.trim() || null : null)}
                className="peer sr-only"
              />
              <span
                className={cx(
                  "flex h-11 cursor-pointer items-center justify-center rounded-lg border px-0.5 text-xs font-medium min-[400px]:text-[0.8125rem] transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus",
                  status === option
                    ? STATUS_STYLES[option]
                    : "border-line bg-surface text-ink-muted hover:bg-surface-muted hover:text-ink",
                )}
              >
                {ATTENDANCE_STATUS_LABELS[option]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {status === "EXCUSED" && (
        <div className="mt-2">
          <label htmlFor={noteId} className="sr-only">
            Motivo de la justificación de {student.fullName}
          </label>
          <input
            id={noteId}
            value={draft}
            maxLength={300}
            placeholder="Motivo (opcional)"
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => {
              const next = draft.trim() || null;
              if (next !== note) onMark("EXCUSED", next);
            }}
            className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm text-ink placeholder:text-ink-muted"
          />
        </div>
      )}
    </li>
  );
}
