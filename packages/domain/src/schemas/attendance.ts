import { MAKE_UP_CREDIT_STATUSES } from "../attendance/make-up";
import { ATTENDANCE_KINDS, ATTENDANCE_STATUSES } from "../attendance/marks";
import { z } from "../zod";
import { dateField, idField, optionalText } from "./fields";
import { int } from "./int";

const statusField = z.enum(ATTENDANCE_STATUSES, {
  error: "El estado debe ser PRESENT, ABSENT, LATE o EXCUSED",
});
const timeField = z
  .string({ error: "La hora debe tener el formato HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "La hora debe tener el formato HH:MM" });

/** `?date=YYYY-MM-DD` of GET /api/sessions. */
export const sessionsQuerySchema = z.object({
  date: dateField("La fecha es requerida").describe("El día (AAAA-MM-DD) cuyas sesiones se listan"),
});

/** Path of PUT /api/sessions/{classId}/{date}/attendance. */
export const sessionParamsSchema = z.object({
  classId: idField(),
  date: dateField("La fecha es requerida"),
});

/** `?start=HH:MM`: which session, when the class meets twice that day. */
export const sessionStartQuerySchema = z.object({
  start: timeField
    .optional()
    .describe("Hora de inicio (HH:MM), solo para una clase que se dicta dos veces ese día"),
});

/** One student's mark in a session. */
export const attendanceMarkInputSchema = z.object({
  studentId: idField(),
  status: statusField,
  note: optionalText(300),
});

/** A trial visitor's mark: she came or she did not (her request becomes Asistió / No asistió). */
export const trialMarkInputSchema = z.object({
  trialRequestId: idField(),
  status: z.enum(["PRESENT", "ABSENT"], { error: "El estado debe ser PRESENT o ABSENT" }),
});

/** Body of PUT /api/sessions/{classId}/{date}/attendance: the marks of the session. */
export const attendanceInputSchema = z.object({
  marks: z
    .array(attendanceMarkInputSchema, { error: "Las marcas deben ser una lista" })
    .max(200, { error: "Máximo 200 estudiantes por sesión" })
    .refine((marks) => new Set(marks.map((m) => m.studentId)).size === marks.length, {
      error: "Una estudiante aparece dos veces en la sesión",
    }),
  /** Trial visitors of the session (public-page requests for this class and day). */
  trials: z
    .array(trialMarkInputSchema, { error: "Las marcas de prueba deben ser una lista" })
    .max(50, { error: "Máximo 50 clases de prueba por sesión" })
    .refine((marks) => new Set(marks.map((m) => m.trialRequestId)).size === marks.length, {
      error: "Una solicitud de prueba aparece dos veces en la sesión",
    })
    .default([]),
});
export type AttendanceInput = z.input<typeof attendanceInputSchema>;

/** A student on a session's list as a teacher sees her: name, age, emergency phone, mark. */
export const sessionStudentSchema = z.object({
  id: int(),
  fullName: z.string(),
  age: int().nullable(),
  emergencyContactPhone: z.string().nullable(),
  kind: z.enum(ATTENDANCE_KINDS),
  /** Null until marked. */
  status: statusField.nullable(),
  note: z.string().nullable(),
});
export type SessionStudent = z.output<typeof sessionStudentSchema>;

/** A trial visitor on a session's list: who asked for this class and day on the public page. */
export const sessionTrialSchema = z.object({
  trialRequestId: int(),
  name: z.string(),
  age: int(),
  /** Her guardian's phone when she is a minor, else her own: whom to call in an emergency. */
  emergencyContactPhone: z.string(),
  /** Null until marked (from the request: Asistió is PRESENT, No asistió ABSENT). */
  status: z.enum(["PRESENT", "ABSENT"]).nullable(),
});
export type SessionTrial = z.output<typeof sessionTrialSchema>;

/** One session of GET /api/sessions. */
export const sessionResponseSchema = z.object({
  classId: int(),
  className: z.string(),
  classType: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  teacherIds: z.array(int()),
  capacity: int(),
  /** Whether marks are saved for it; who marked last and when. */
  marked: z.boolean(),
  markedAt: z.string().nullable(),
  students: z.array(sessionStudentSchema),
  trials: z.array(sessionTrialSchema),
});
export type SessionResponse = z.output<typeof sessionResponseSchema>;

/** `?from=&to=` of GET /api/closed-days (at most 62 days). */
export const closedDaysQuerySchema = z
  .object({
    from: dateField("La fecha inicial es requerida").describe("Primer día (AAAA-MM-DD)"),
    to: dateField("La fecha final es requerida").describe("Último día (AAAA-MM-DD), incluido"),
  })
  .refine((q) => q.from <= q.to, { error: "La fecha final no puede ser anterior a la inicial" })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 62 * 86_400_000, {
    error: "Máximo 62 días por consulta",
  });

/** GET /api/closed-days: the days without classes, each with its reason. */
export const closedDaysResponseSchema = z.array(
  z.object({
    date: z.string(),
    reason: z.string(),
    kind: z.enum(["HOLIDAY", "CLOSURE"]),
  }),
);
export type ClosedDaysResponse = z.output<typeof closedDaysResponseSchema>;

/** GET /api/sessions: the day's sessions, and why there are none when the studio is closed. */
export const sessionsResponseSchema = z.object({
  date: z.string(),
  closedReason: z.string().nullable(),
  sessions: z.array(sessionResponseSchema),
});
export type SessionsResponse = z.output<typeof sessionsResponseSchema>;

/** One of her marks as the studio sees it (the family portal leaves the note out). */
export const studentMarkSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  status: statusField,
  kind: z.enum(ATTENDANCE_KINDS),
  note: z.string().nullable(),
});

/** A student's attendance in one class over the last weeks. */
export const studentClassAttendanceSchema = z.object({
  classId: int(),
  className: z.string(),
  /** Share attended, 0..1, justified absences left out; null with nothing to count. */
  rate: z.number().nullable(),
  marks: z.array(studentMarkSchema),
});

/** GET /api/students/{id}/attendance. */
export const studentAttendanceResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.number().nullable(),
  classes: z.array(studentClassAttendanceSchema),
  risk: z.array(
    z.object({
      kind: z.enum(["CONSECUTIVE_ABSENCES", "LOW_ATTENDANCE"]),
      classId: int().optional(),
      dates: z.array(z.string()).optional(),
      rate: z.number().optional(),
      sessions: int().optional(),
    }),
  ),
  makeUp: z.object({
    enabled: z.boolean(),
    available: int(),
    credits: z.array(
      z.object({
        earnedOn: z.string(),
        classId: int(),
        classType: z.string().nullable(),
        expiresOn: z.string(),
        usedOn: z.string().nullable(),
        usedInClassId: int().nullable(),
        status: z.enum(MAKE_UP_CREDIT_STATUSES),
      }),
    ),
  }),
});
export type StudentAttendanceResponse = z.output<typeof studentAttendanceResponseSchema>;

/** One student of 'Estudiantes en riesgo'. */
export const atRiskStudentSchema = z.object({
  studentId: int(),
  fullName: z.string(),
  /**
   * Number to nudge on WhatsApp: a minor's paying guardian's, else the student's own (else her
   * emergency contact's); null when there is none.
   */
  phone: z.string().nullable(),
  /** Whom that number reaches, to write to her by name; null with no phone. */
  recipient: z.object({ kind: z.enum(["GUARDIAN", "STUDENT"]), name: z.string() }).nullable(),
  reasons: z.array(z.string()),
});
export const atRiskResponseSchema = z.array(atRiskStudentSchema);
export type AtRiskStudent = z.output<typeof atRiskStudentSchema>;

/** One row of the 'Asistencia' report: a class in a month. */
export const attendanceReportRowSchema = z.object({
  classId: int(),
  className: z.string(),
  teachers: z.string(),
  sessionsScheduled: int(),
  sessionsHeld: int(),
  /** Average share of the enrolled who came to a held session, 0..1. */
  averageAttendance: z.number().nullable(),
  /** Average present / capacity of a held session, 0..1. */
  occupancy: z.number().nullable(),
  capacity: int(),
});
export const attendanceReportResponseSchema = z.object({
  month: z.string(),
  rows: z.array(attendanceReportRowSchema),
});
export type AttendanceReportResponse = z.output<typeof attendanceReportResponseSchema>;

/** Answer of PUT .../attendance: the session as saved. */
export const attendanceSavedResponseSchema = z.object({
  classId: int(),
  date: z.string(),
  startTime: z.string(),
  saved: int(),
  markedAt: z.string(),
});
export type AttendanceSavedResponse = z.output<typeof attendanceSavedResponseSchema>;

/** A studio closure in the settings. */
export const studioClosureSchema = z
  .object({
    from: dateField("La fecha de inicio es requerida"),
    to: dateField("La fecha de término es requerida"),
    reason: z
      .string({ error: "El motivo es requerido" })
      .trim()
      .min(1, { error: "El motivo es requerido" })
      .max(100, { error: "Máximo 100 caracteres" }),
  })
  .refine((c) => c.from <= c.to, {
    path: ["to"],
    error: "La fecha de término no puede ser anterior a la de inicio",
  });

/** The time of a session, for the `?start=` query. */
export const sessionTimeField = timeField;

/** One session of a class's attendance: who came, against its enrolled and its capacity. */
export const classSessionAttendanceSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  /** Whether a mark was saved (a session nobody marked counts as not held). */
  held: z.boolean(),
  present: int(),
  late: int(),
  absent: int(),
  excused: int(),
  /** Make-up and trial visitors who came. */
  visitors: int(),
});

/** GET /api/classes/{id}/attendance: the last eight weeks' sessions and occupancy by week. */
export const classAttendanceResponseSchema = z.object({
  classId: int(),
  capacity: int(),
  sessions: z.array(classSessionAttendanceSchema),
  weeks: z.array(
    z.object({
      /** Monday of the week. */
      weekStart: z.string(),
      sessionsHeld: int(),
      /** Average of (present + late + visitors) / capacity over the week's held sessions. */
      occupancy: z.number().nullable(),
    }),
  ),
});
export type ClassAttendanceResponse = z.output<typeof classAttendanceResponseSchema>;

/** GET /api/teachers/me: a teacher's own classes, schedule and pay per month (read-only). */
export const myTeachingResponseSchema = z.object({
  teacherId: int(),
  fullName: z.string(),
  classes: z.array(z.object({ id: int(), name: z.string(), schedule: z.string() })),
  /** Her pay per month, oldest first: the compensation report's figure. */
  pay: z.array(z.object({ month: z.string(), amount: int() })),
});
export type MyTeachingResponse = z.output<typeof myTeachingResponseSchema>;

/** GET /api/sessions/{classId}/{date}/make-up-candidates: who may make up in this session. */
export const makeUpCandidatesResponseSchema = z.array(
  z.object({
    id: int(),
    fullName: z.string(),
    /** The last day of her oldest credit usable here. */
    expiresOn: z.string(),
  }),
);
export type MakeUpCandidate = z.output<typeof makeUpCandidatesResponseSchema>[number];
