import {
  type AuditEntryResponse,
  BACKUP_FREQUENCY_LABELS,
  classStatusLabel,
  classTypeLabel,
  DAY_LABELS,
  type DayOfWeek,
  type FieldChange,
  fieldChanges,
  formatCLP,
  formatDateEs,
  formatInstantEs,
  formatMonthEs,
  formatTime,
  GUARDIAN_RELATIONSHIP_LABELS,
  isValidDate,
  isValidMonth,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
  studentStatusLabel,
} from "@nova/domain";
import { formatDecimal, formatPercent } from "@/lib/format";

/** What a row of the trail did, as the sentence's verb ("Modificó Estudiante n.º 12"). */
const ACTION_LABELS: Record<string, string> = {
  create: "Creó",
  update: "Modificó",
  delete: "Eliminó",
  enroll: "Inscribió",
  unenroll: "Dio de baja",
  assign: "Asignó",
  unassign: "Quitó",
  "waive-late-fee": "Condonó el recargo de",
  close: "Cerró",
  reopen: "Reabrió",
  "reset-password": "Restableció la contraseña de",
  "change-password": "Cambió la contraseña de",
  // Personal data (issue 29): the audit viewer filters exports and sensitive reads by these.
  export: "Exportó los datos personales de",
  "health-notes-read": "Leyó las notas de salud de",
  "health-notes-update": "Modificó las notas de salud de",
  consent: "Registró un consentimiento de",
  "withdraw-consent": "Registró el retiro de un consentimiento de",
  flags: "Cambió bloqueo u oposición de",
  anonymize: "Eliminó los datos personales de",
  publish: "Publicó",
};

/** The kinds of record the server writes to the trail. */
const ENTITY_LABELS: Record<string, string> = {
  student: "Estudiante",
  class: "Clase",
  payment: "Pago",
  teacher: "Profesora",
  enrollment: "Inscripción",
  class_teacher: "Asignación de profesora",
  settings: "Configuración",
  user: "Usuario",
  waiver: "Condonación",
  "cash-close": "Cierre de caja",
  "teacher-honorarios": "Boleta de honorarios",
  "student-privacy": "Datos personales del estudiante",
  "privacy-notice": "Aviso de privacidad",
  "privacy-request": "Solicitud de derechos",
};

/** The choices of the activity list's filters, in the order a person looks for them. */
export const ACTION_OPTIONS = Object.entries(ACTION_LABELS);
export const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS);

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function entityLabel(entity: string): string {
  return ENTITY_LABELS[entity] ?? entity;
}

/** The console page of a record, for the kinds that have one. */
export function recordPath(entity: string, entityId: string | null): string | null {
  if (entityId === null || !/^\d+$/.test(entityId)) return null;
  const base: Record<string, string> = {
    student: "/students",
    class: "/classes",
    payment: "/payments",
    teacher: "/teachers",
  };
  return base[entity] ? `${base[entity]}/${entityId}` : null;
}

/**
 * Which record a row is about: "Estudiante Ana Pérez", "Pago n.º 40 de Ana Pérez", "Cierre de
 * caja del 15-08-2026"; "Estudiante n.º 12" when the server could not name it.
 */
export function recordLabel(
  entity: string,
  entityId: string | null,
  recordName: string | null = null,
): string {
  const kind = entityLabel(entity);
  if (entityId === null) return kind;
  if (recordName && entity === "payment") return `${kind} n.º ${entityId} de ${recordName}`;
  if (recordName) return `${kind} ${recordName}`;
  if (isValidDate(entityId)) return `${kind} del ${formatDateEs(entityId)}`;
  if (entity === "class_teacher") return kind;
  return `${kind} n.º ${entityId}`;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: "Nombre",
  guardians: "Apoderados",
  lastName: "Apellido",
  name: "Nombre",
  birthDate: "Fecha de nacimiento",
  dni: "RUT",
  email: "Email",
  phone: "Teléfono",
  address: "Dirección",
  emergencyContactName: "Contacto de emergencia",
  emergencyContactPhone: "Teléfono de emergencia",
  status: "Estado",
  description: "Descripción",
  type: "Tipo",
  price: "Precio",
  durationHours: "Duración (horas)",
  maxStudents: "Cupo máximo",
  schedules: "Horarios",
  amount: "Monto",
  classId: "Clase",
  className: "Clase",
  studentId: "Estudiante",
  studentName: "Estudiante",
  teacherId: "Profesora",
  paymentMonth: "Mes pagado",
  paymentDate: "Fecha de pago",
  paymentMethod: "Método de pago",
  notes: "Notas",
  isLatePayment: "Pago tardío",
  multiClass: "Pago de varias clases",
  receiptNumber: "N.º de comprobante",
  createdAt: "Registrado el",
  deletedAt: "Eliminado el",
  closedEnrollmentIds: "Inscripciones cerradas",
  endedAssignments: "Asignaciones terminadas",
  enrollmentDate: "Fecha de inscripción",
  endedOn: "Terminó el",
  assignedFrom: "Asignada desde",
  isStudioOwner: "Propietaria",
  compensationPercent: "Porcentaje de compensación",
  compensationFrom: "Tasa vigente desde",
  openingFloat: "Fondo de caja",
  paymentType: "Tipo de pago",
  paymentAmount: "Monto del pago",
  username: "Usuario",
  role: "Rol",
  active: "Activa",
  month: "Mes",
  reason: "Motivo",
  closed: "Cerrado",
  day: "Día",
  total: "Total",
  byMethod: "Por método",
  expectedCash: "Efectivo esperado",
  countedCash: "Efectivo contado",
  difference: "Diferencia",
  // Settings, one section each.
  studio: "Estudio",
  payments: "Pagos",
  security: "Seguridad",
  system: "Sistema",
  website: "Sitio web",
  whatsapp: "WhatsApp",
  instagram: "Instagram",
  mapQuery: "Búsqueda del mapa",
  dueDay: "Día de vencimiento",
  lateFeePercentage: "Recargo por atraso",
  graceDays: "Días de gracia",
  acceptedMethods: "Métodos de pago aceptados",
  fallbackClassPrice: "Precio por defecto de una clase",
  bankAccount: "Cuenta bancaria",
  bank: "Cuenta para transferencias",
  paymentEmail: "Email para pagos",
  maxUsers: "Máximo de usuarios",
  sessionTimeoutHours: "Duración de la sesión (horas)",
  strongPasswords: "Contraseñas seguras",
  backupFrequency: "Frecuencia de respaldo",
  backupsToKeep: "Respaldos a conservar",
  notifications: "Notificaciones",
  timeZone: "Zona horaria",
  firstMonth: "Primer mes del estudio",
  valor: "Valor",
  // Boletas de honorarios (issue 39).
  rut: "RUT",
  boletaNumber: "Número de boleta",
  paidOn: "Fecha de pago",
  gross: "Bruto",
  basisPoints: "Tasa de retención (puntos básicos)",
  retention: "Retención",
  withholdsRetention: "Retiene honorarios",
};

/** Where each field goes in a row's list: the order of FIELD_LABELS (name before birth date…). */
const FIELD_ORDER = new Map(Object.keys(FIELD_LABELS).map((field, index) => [field, index]));

function fieldRank(path: string): number[] {
  return path.split(".").map((part) => FIELD_ORDER.get(part) ?? FIELD_ORDER.size);
}

function byFieldOrder(a: { field: string }, b: { field: string }): number {
  const [left, right] = [fieldRank(a.field), fieldRank(b.field)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.field.localeCompare(b.field);
}

/** Fields whose numbers are pesos. */
const MONEY_FIELDS = new Set([
  "amount",
  "price",
  "paymentAmount",
  "fallbackClassPrice",
  "total",
  "expectedCash",
  "countedCash",
  "openingFloat",
  "difference",
]);

/** Fields that only restate the record the row is about, or ids a person cannot read. */
const HIDDEN_FIELDS = new Set(["id", "classId", "studentId", "teacherId"]);

const ROLE_LABELS: Record<string, string> = { admin: "Administración", staff: "Recepción" };

/** A field's name for people: "Fecha de nacimiento", "Pagos › Recargo por atraso". */
export function fieldLabel(path: string): string {
  return path
    .split(".")
    .map((part) => FIELD_LABELS[part] ?? part)
    .join(" › ");
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether `value` is an object with these fields of these types (`{ fullName: "string" }`). */
const hasFields = (
  value: unknown,
  fields: Record<string, "string" | "number" | "boolean">,
): value is Record<string, unknown> =>
  isPlainObject(value) && Object.entries(fields).every(([key, type]) => typeof value[key] === type);

function isSchedule(
  value: unknown,
): value is { dayOfWeek: DayOfWeek; startHour: number; startMinute: number } {
  return hasFields(value, { dayOfWeek: "string", startHour: "number" });
}

/** A guardian of a student as the history keeps it (issue 36). */
function isGuardianLink(
  value: unknown,
): value is { fullName: string; relationship: string; isPayer: boolean } {
  return hasFields(value, { fullName: "string", relationship: "string", isPayer: "boolean" });
}

/** "Daniela Pérez (madre, responsable de pago)": a guardian in words, never JSON. */
function guardianLinkInWords(g: { fullName: string; relationship: string; isPayer: boolean }) {
  const relationship =
    (GUARDIAN_RELATIONSHIP_LABELS as Record<string, string>)[g.relationship] ?? g.relationship;
  return `${g.fullName} (${relationship.toLowerCase()}${g.isPayer ? ", responsable de pago" : ""})`;
}

/** Where a value was read: the kind of record (a status means something else on each) and the studio's clock. */
export interface ValueContext {
  entity: string;
  timeZone: string;
}

function statusLabel(entity: string, status: string): string {
  if (entity === "student") return studentStatusLabel(status);
  if (entity === "class") return classStatusLabel(status);
  return (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** One value as a person reads it; `null` stands for an empty value ("—" on screen). */
export function formatAuditValue(
  field: string,
  value: unknown,
  context: ValueContext,
): string | null {
  if (isEmpty(value)) return null;
  const key = field.split(".").at(-1) ?? field;
  if (typeof value === "boolean") return value ? "Sí" : "No";
  if (typeof value === "number") {
    if (MONEY_FIELDS.has(key)) return formatCLP(value);
    if (key === "lateFeePercentage") return formatPercent(value);
    if (key === "receiptNumber") return String(value);
    return formatDecimal(value);
  }
  if (typeof value === "string") {
    if (key === "paymentMethod") return paymentMethodLabel(value);
    if (key === "role") return ROLE_LABELS[value] ?? value;
    if (key === "type") return classTypeLabel(value);
    if (key === "status") return statusLabel(context.entity, value);
    if (key === "backupFrequency")
      return BACKUP_FREQUENCY_LABELS[value as keyof typeof BACKUP_FREQUENCY_LABELS] ?? value;
    if (isValidDate(value)) return formatDateEs(value);
    if (isValidMonth(value)) return formatMonthEs(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatInstantEs(value, context.timeZone);
    return value;
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        isGuardianLink(item)
          ? guardianLinkInWords(item)
          : isSchedule(item)
            ? `${DAY_LABELS[item.dayOfWeek] ?? item.dayOfWeek} ${formatTime(item.startHour, item.startMinute)}`
            : key === "acceptedMethods" && typeof item === "string"
              ? paymentMethodLabel(item)
              : (formatAuditValue(key, item, context) ?? "—"),
      )
      .join(", ");
  }
  return JSON.stringify(value);
}

export interface DisplayChange {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * The changes of a row the way the trail shows them: a section of the settings is opened into
 * the fields that changed inside it, ids and values empty on both sides are left out, the fields
 * come in a person's order (name first) and each side is formatted (pesos, dd-mm-aaaa, the
 * studio's clock).
 */
export function displayChanges(
  entry: Pick<AuditEntryResponse, "entity" | "changes">,
  timeZone: string,
): DisplayChange[] {
  const context = { entity: entry.entity, timeZone };
  const expand = (change: FieldChange, prefix: string): FieldChange[] => {
    const path = `${prefix}${change.field}`;
    if (isPlainObject(change.before) && isPlainObject(change.after))
      return fieldChanges(change.before, change.after).flatMap((inner) =>
        expand(inner, `${path}.`),
      );
    return [{ ...change, field: path }];
  };
  return entry.changes
    .flatMap((change) => expand(change, ""))
    .filter((change) => !HIDDEN_FIELDS.has(change.field))
    .sort(byFieldOrder)
    .map((change) => ({
      field: change.field,
      label: fieldLabel(change.field),
      before: formatAuditValue(change.field, change.before, context),
      after: formatAuditValue(change.field, change.after, context),
    }))
    .filter((change) => change.before !== null || change.after !== null);
}

const RELATED: Array<{ field: string; entity: string }> = [
  { field: "studentId", entity: "student" },
  { field: "classId", entity: "class" },
  { field: "teacherId", entity: "teacher" },
];

/**
 * The records a row about a link between records names (the student and class of an
 * enrollment, the teacher and class of an assignment), with their pages.
 */
export function relatedRecords(
  entry: Pick<AuditEntryResponse, "entity" | "changes">,
): Array<{ label: string; path: string }> {
  if (entry.entity !== "enrollment" && entry.entity !== "class_teacher") return [];
  return RELATED.flatMap(({ field, entity }) => {
    const change = entry.changes.find((c) => c.field === field);
    const id = change?.after ?? change?.before;
    if (typeof id !== "number") return [];
    const path = recordPath(entity, String(id));
    return path ? [{ label: recordLabel(entity, String(id)), path }] : [];
  });
}
