import type { Generated } from "kysely";

// Dates are 'YYYY-MM-DD' text, months 'YYYY-MM' text, instants ISO-8601 UTC text and booleans
// 0/1 integers on both engines, so one query path serves SQLite and PostgreSQL alike.
export type Bool = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string | null;
  email: string | null;
  role: "admin" | "staff" | "teacher";
  active: Bool;
  created_at: string;
  last_login_at: string | null;
  /** The teacher record of a 'teacher' account (unique); null for admin and staff. */
  teacher_id: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * The last columns of a record the console edits from a form and deletes softly (students,
 * guardians, teachers, classes): when it was made, last changed and deleted (null while live).
 * Created by migration-helpers' recordTimestamps, written by records/system/live-rows.ts.
 */
export interface LiveRowTimestamps {
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface StudentsTable extends LiveRowTimestamps {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  birth_date: string | null;
  address: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  status: "active" | "inactive" | "suspended";
  search_text: string;
  sort_key: string;
}

export interface GuardiansTable extends LiveRowTimestamps {
  id: Generated<number>;
  full_name: string;
  rut: string | null;
  phone: string;
  email: string | null;
  address: string | null;
  search_text: string;
  sort_key: string;
  /** When her personal data were erased (issue 35), or null. */
  anonymized_at: Generated<string | null>;
}

export interface StudentGuardiansTable {
  student_id: number;
  guardian_id: number;
  relationship: "madre" | "padre" | "tutor" | "otro" | "titular";
  is_payer: Bool;
  created_at: string;
}

export interface TeachersTable extends LiveRowTimestamps {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string | null;
  is_studio_owner: Bool;
  /** Her RUT, "12345678-5" (issue 39: the DJ 1879 names her by it); null until given. */
  rut: string | null;
  search_text: string;
  sort_key: string;
}

export interface ClassesTable extends LiveRowTimestamps {
  id: Generated<number>;
  name: string;
  description: string | null;
  type: string | null;
  status: "active" | "scheduled" | "cancelled" | "completed";
  price: number;
  duration_hours: number;
  max_students: number;
  level: string | null;
  min_age: number | null;
  max_age: number | null;
  show_price: Generated<Bool>;
  search_text: string;
}

export interface ClassSchedulesTable {
  id: Generated<number>;
  class_id: number;
  day_of_week: string;
  start_hour: number;
  start_minute: number;
}

/** A teacher's assignment to a class from `assigned_from` until `ended_on` (excluded). */
export interface TeacherAssignmentsTable {
  id: Generated<number>;
  class_id: number;
  teacher_id: number;
  assigned_from: string;
  /** Null while the assignment lasts; set (never deleted) when it ends. */
  ended_on: string | null;
  /** When the assignment was recorded. */
  assigned_at: string;
}

/** A teacher's owner status from `effective_from` on (her first row: from her creation). */
export interface TeacherStatusChangesTable {
  id: Generated<number>;
  teacher_id: number;
  effective_from: string;
  is_studio_owner: Bool;
  recorded_at: string;
}

/** A teacher's pay rate from a day on (issue 25): a new rate is a new row, never an update. */
export interface TeacherRatePeriodsTable {
  id: Generated<number>;
  teacher_id: number;
  effective_from: string;
  /** Whole percent, 0–100, of her part of each class's revenue. */
  percent: number;
  recorded_at: string;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  student_id: number;
  class_id: number;
  enrollment_date: string;
  ended_on: string | null;
  notes: string | null;
  /** The first-month terms of the day it was made (issue 36); null: the current settings'. */
  first_month_policy: string | null;
  first_month_free_after: number | null;
  first_month_round_to: number | null;
}

/** A class's price from a month on (issue 36): months before keep the price they were charged. */
export interface ClassPricePeriodsTable {
  id: Generated<number>;
  class_id: number;
  from_month: string;
  price: number;
  recorded_at: string;
  recorded_by: number | null;
}

/**
 * The columns of a receipt's line of either kind (a class payment, an enrollment fee line):
 * whose, how much, paid when and how, taken by whom, and its void (a line is never erased).
 */
interface ReceiptLineColumns {
  id: Generated<number>;
  student_id: number;
  amount: number;
  payment_date: string;
  payment_method: string;
  created_by: number | null;
  created_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
  /** Why the line was voided (deleted_at set); null for a live one or an old delete. */
  void_reason: string | null;
  /** What remained of the month or fee once this line was paid (issue 36); null before it. */
  remaining_after?: number | null;
}

export interface PaymentsTable extends ReceiptLineColumns {
  class_id: number;
  payment_month: string;
  notes: string | null;
  is_late_payment: Bool;
  /** Assigned from `counters.receipt` in the payment's transaction (see nextReceiptNumber). */
  receipt_number: number;
  /** The receipt this payment is a line of (null only for rows written before receipts). */
  receipt_id: number | null;
}

/** One payment the receptionist takes: a number, and the payments (lines) it groups. */
export interface ReceiptsTable {
  id: Generated<number>;
  /** From `counters.receipt`, in the receipt's transaction: gapless, never reused. */
  number: number;
  payment_date: string;
  payment_method: string;
  total: number;
  notes: string | null;
  /** The number of the tax document (boleta) the studio issued elsewhere, if any. */
  tax_document_number: string | null;
  created_by: number | null;
  created_at: string;
  /** The paying guardian of a family payment (issue 26); her name and RUT as on the day. */
  payer_guardian_id: number | null;
  payer_name: string | null;
  payer_rut: string | null;
}

/** A receipt's SII document and its place in the issuing queue (issue 39, decision 0076). */
export interface TaxDocumentsTable {
  id: Generated<number>;
  receipt_id: number;
  dte_type: number;
  treatment: string;
  /** The documented lines, JSON: [{ kind, description, amount }]. */
  detail: string;
  receiver_rut: string | null;
  receiver_name: string | null;
  exempt_amount: number;
  net_amount: number;
  iva_amount: number;
  total: number;
  references_id: number | null;
  void_key: string | null;
  status: string;
  sii_status: string | null;
  attempts: Generated<number>;
  generation: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  folio: number | null;
  issuer_token: string | null;
  stamp: string | null;
  pdf: string | null;
  xml: string | null;
  created_at: string;
  issued_at: string | null;
}

/** How a receipt was paid (issue 36): one row per method, adding up to its total. */
export interface ReceiptTendersTable {
  id: Generated<number>;
  receipt_id: number;
  /** The order staff gave them: lines are paid from the first tender first. */
  position: number;
  method: string;
  amount: number;
}

/**
 * A teacher's boleta de honorarios for one month, once paid (issue 39.7): its number, the day
 * it was paid and the figures paid then, kept as facts (decision 0078).
 */
export interface TeacherHonorariosTable {
  id: Generated<number>;
  teacher_id: number;
  month: string;
  boleta_number: string;
  paid_on: string;
  gross: number;
  /** The retention rate applied, basis points (1525 = 15,25 %); 0 when nothing was withheld. */
  basis_points: number;
  retention: number;
  recorded_by: number | null;
  recorded_at: string;
  updated_at: string;
}

/** Named counters that only grow (the receipt number). */
export interface CountersTable {
  name: string;
  value: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  /** Hash of the previous row (the chain's genesis for the first) and of this row. */
  prev_hash: string | null;
  hash: string | null;
  /**
   * The audit row that redacted this one's personal values (null: never redacted); the hash
   * stays the original one (records/audit/audit-redaction.ts).
   */
  redacted_by: Generated<number | null>;
}

/** The one row that records where the audit chain ends (id 1), moved with every audit insert. */
export interface AuditChainHeadTable {
  id: number;
  last_id: number;
  last_hash: string;
  row_count: number;
}

export interface IdempotencyKeysTable {
  key: string;
  user_id: number;
  request_hash: string;
  status_code: number;
  response: string;
  created_at: string;
}

export interface DataVersionTable {
  id: number;
  version: number;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface LoginFailuresTable {
  /** lower-case username and client address */
  key: string;
  failures: number;
  first_at: string;
}

export interface BackupRunsTable {
  id: Generated<number>;
  at: string;
  file: string;
  size_bytes: number;
  /** JSON object: rows per table in the backup */
  counts: string;
}

export interface FeeWaiversTable {
  id: Generated<number>;
  student_id: number;
  payment_month: string;
  reason: string;
  created_by: number;
  created_at: string;
}

/** An enrollment fee (matrícula) charged once per student or family and season (issue 26). */
export interface EnrollmentFeeChargesTable {
  id: Generated<number>;
  /** "student:12@2027" or "guardian:9@2027" (enrollmentFeeChargeId); unique. */
  charge_id: string;
  student_id: number;
  guardian_id: number | null;
  season: number;
  amount: number;
  due_date: string;
  enrollment_id: number | null;
  created_at: string;
  voided_at: string | null;
  voided_by: number | null;
  void_reason: string | null;
}

/** A receipt's line paying an enrollment fee (beside the class payments, not in them). */
export interface EnrollmentFeePaymentsTable extends ReceiptLineColumns {
  fee_charge_id: number;
  receipt_id: number;
}

/** A scholarship or one-off discount of one student (issue 26); ended, never erased. */
export interface StudentScholarshipsTable {
  id: Generated<number>;
  student_id: number;
  kind: string;
  value: number;
  from_month: string;
  to_month: string | null;
  reason: string;
  created_at: string;
  created_by: number | null;
  ended_at: string | null;
  ended_by: number | null;
  end_reason: string | null;
  /** Last month an ended one applies to; null when voided (or live). */
  end_month: string | null;
}

/** Live payments added up per month, class and lateness; kept by triggers on payments. */
export interface PaymentTotalsTable {
  payment_month: string;
  class_id: number;
  is_late_payment: Bool;
  amount: number;
  payments: number;
}

/** Live payments added up per payment date; kept by triggers on payments. */
/** Moved by triggers on every write of a payment of the month (read-cache.ts). */
export interface MonthMoneyVersionsTable {
  payment_month: string;
  version: number;
}

export interface PaymentDayTotalsTable {
  payment_date: string;
  amount: number;
  payments: number;
}

export interface CashClosesTable {
  id: Generated<number>;
  day: string;
  /** JSON array of {method, count, total} at the moment of closing. */
  by_method: string;
  expected_cash: number;
  counted_cash: number;
  difference: number;
  notes: string | null;
  /** The opening float (fondo de caja) the day started with; expected_cash includes it. */
  opening_float: Generated<number>;
  closed_by: number;
  closed_at: string;
  reopened_by: number | null;
  reopened_at: string | null;
  reopen_reason: string | null;
}

/** A published version of the privacy notice (issue 29); never changed once published. */
export interface PrivacyNoticesTable {
  id: Generated<number>;
  version: number;
  text: string;
  published_at: string;
  published_by: number | null;
}

/** A consent given for one purpose; withdrawing it fills the withdrawal columns. */
export interface ConsentsTable {
  id: Generated<number>;
  student_id: number;
  purpose: string;
  method: string;
  given_by_name: string;
  given_by_relationship: string;
  given_at: string;
  notice_version: number;
  recorded_by: number | null;
  withdrawn_at: string | null;
  withdrawn_by_name: string | null;
  withdrawal_method: string | null;
  withdrawal_recorded_by: number | null;
  /** The guardian who gave it for her student (null: the student herself, or not recorded). */
  guardian_id: Generated<number | null>;
}

/** A student's privacy state and health notes, apart from the students table. */
export interface StudentPrivacyTable {
  student_id: number;
  health_notes: string | null;
  blocked: Bool;
  opposed: Bool;
  legal_hold_reason: string | null;
  anonymized_at: string | null;
  updated_at: string;
}

/** A data-rights request and its answer. */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  type: string;
  requester_name: string;
  student_id: number | null;
  guardian_id: Generated<number | null>;
  channel: string;
  received_on: string;
  deadline: string;
  details: string | null;
  status: string;
  answer: string | null;
  action_taken: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface SitePhotosTable {
  id: Generated<number>;
  alt: string;
  width: number;
  height: number;
  created_by: number | null;
  created_at: string;
}

/** One size of a photo, named by the SHA-256 of its bytes. */
export interface SitePhotoFilesTable {
  hash: string;
  photo_id: number;
  width: number;
  height: number;
  content_type: string;
  bytes: Buffer;
}

export interface TrialRequestsTable {
  id: Generated<number>;
  class_id: number;
  session_date: string;
  name: string;
  phone: string;
  email: string | null;
  age: number;
  guardian_name: string | null;
  guardian_phone: string | null;
  message: string | null;
  waitlist: Bool;
  consent_at: string;
  privacy_notice_version: string;
  status: string;
  notes: string | null;
  discard_reason: string | null;
  source_key: string;
  student_id: number | null;
  created_at: string;
  contacted_at: string | null;
  attended_at: string | null;
  enrolled_at: string | null;
  updated_at: string;
  /** When retention anonymised it (issue 29), or null. */
  anonymized_at: Generated<string | null>;
}

export interface ClassWaitlistTable {
  id: Generated<number>;
  class_id: number;
  trial_request_id: number | null;
  name: string;
  phone: string;
  /** A minor's guardian (the phone is hers), or null (issue 28). */
  guardian_name: Generated<string | null>;
  created_at: string;
  offered_at: string | null;
  hold_until: string | null;
  status: "waiting" | "offered" | "enrolled" | "removed";
}

/** One student's mark at one session of a class (issue 27); corrected in place, audited. */
export interface AttendanceMarksTable {
  id: Generated<number>;
  class_id: number;
  session_date: string;
  /** HH:MM of the session's start: a class may meet twice on one day. */
  start_time: string;
  student_id: number;
  status: "PRESENT" | "ABSENT" | "LATE" | "EXCUSED";
  kind: "REGULAR" | "MAKEUP" | "TRIAL";
  note: string | null;
  marked_by: number;
  marked_at: string;
  /** The staff account that booked a visitor onto this session's list (issue 35); else null. */
  booked_by: number | null;
}

export interface PortalLinksTable {
  id: Generated<number>;
  guardian_id: number;
  token_hash: string;
  created_at: string;
  created_by: number | null;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface PortalSessionsTable {
  id: Generated<number>;
  guardian_id: number;
  token_hash: string;
  link_id: number | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OnlineOrdersTable {
  id: Generated<number>;
  guardian_id: number;
  gateway: string;
  commerce_order: string;
  gateway_token: string | null;
  gateway_order: string | null;
  amount: number;
  /** JSON: [{studentId, classId, paymentMonth, amount, label}]. */
  lines: string;
  status: string;
  receipt_id: number | null;
  credit_amount: Generated<number>;
  credit_resolved_at: string | null;
  created_at: string;
  paid_at: string | null;
  last_checked_at: string | null;
}

export interface TransferNoticesTable {
  id: Generated<number>;
  guardian_id: number;
  transfer_date: string;
  amount: number;
  note: string | null;
  status: string;
  receipt_id: number | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: number | null;
  reject_reason: string | null;
  /** The portal session that sent it (issue 35: its posts are limited); null before, and from staff. */
  portal_session_id: Generated<number | null>;
}

export interface CorrectionRequestsTable {
  id: Generated<number>;
  guardian_id: number;
  message: string;
  created_at: string;
  handled_at: string | null;
  handled_by: number | null;
  handled_note: string | null;
  /** The portal session that sent it (issue 35: its posts are limited); null before, and from staff. */
  portal_session_id: Generated<number | null>;
}

export interface DatabaseSchema {
  users: UsersTable;
  attendance_marks: AttendanceMarksTable;
  sessions: SessionsTable;
  students: StudentsTable;
  teachers: TeachersTable;
  classes: ClassesTable;
  class_schedules: ClassSchedulesTable;
  teacher_assignments: TeacherAssignmentsTable;
  teacher_status_changes: TeacherStatusChangesTable;
  teacher_rate_periods: TeacherRatePeriodsTable;
  enrollments: EnrollmentsTable;
  class_price_periods: ClassPricePeriodsTable;
  payments: PaymentsTable;
  receipts: ReceiptsTable;
  receipt_tenders: ReceiptTendersTable;
  teacher_honorarios: TeacherHonorariosTable;
  counters: CountersTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  audit_chain_head: AuditChainHeadTable;
  idempotency_keys: IdempotencyKeysTable;
  data_version: DataVersionTable;
  server_secrets: ServerSecretsTable;
  tax_documents: TaxDocumentsTable;
  login_failures: LoginFailuresTable;
  backup_runs: BackupRunsTable;
  fee_waivers: FeeWaiversTable;
  enrollment_fee_charges: EnrollmentFeeChargesTable;
  enrollment_fee_payments: EnrollmentFeePaymentsTable;
  student_scholarships: StudentScholarshipsTable;
  cash_closes: CashClosesTable;
  payment_totals: PaymentTotalsTable;
  payment_day_totals: PaymentDayTotalsTable;
  month_money_versions: MonthMoneyVersionsTable;
  privacy_notices: PrivacyNoticesTable;
  consents: ConsentsTable;
  student_privacy: StudentPrivacyTable;
  privacy_requests: PrivacyRequestsTable;
  site_photos: SitePhotosTable;
  site_photo_files: SitePhotoFilesTable;
  trial_requests: TrialRequestsTable;
  class_waitlist: ClassWaitlistTable;
  guardians: GuardiansTable;
  student_guardians: StudentGuardiansTable;
  portal_links: PortalLinksTable;
  portal_sessions: PortalSessionsTable;
  online_orders: OnlineOrdersTable;
  transfer_notices: TransferNoticesTable;
  correction_requests: CorrectionRequestsTable;
}
