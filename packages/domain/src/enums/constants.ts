/** Late-payment surcharge applied by default, as a percentage of the class price. */
export const LATE_FEE_PERCENTAGE = 15;
/** Default day of the month by which a month's fee is due. */
export const DUE_DAY = 10;
/** Default number of days after the due day before a payment counts as late. */
export const GRACE_DAYS = 0;
/** Price used when a class has no (positive) price. */
export const FALLBACK_CLASS_PRICE = 25_000;
/** Allowed class durations, in hours. */
export const DURATION_OPTIONS = [1, 1.5, 2, 2.5] as const;
export type DurationHours = (typeof DURATION_OPTIONS)[number];
/** Default class duration, in hours. */
export const DEFAULT_DURATION_HOURS: DurationHours = 1.5;
/** Start hours offered for a class schedule: 06 to 23. */
export const START_HOURS = [
  6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
] as const;
/** Start minutes offered for a class schedule: quarters of an hour. */
export const START_MINUTES = [0, 15, 30, 45] as const;
export type StartMinute = (typeof START_MINUTES)[number];
/** Default start of a new schedule row (18:00). */
export const DEFAULT_START_HOUR = 18;
export const DEFAULT_START_MINUTE: StartMinute = 0;
/** Default capacity of a class. */
export const DEFAULT_MAX_STUDENTS = 20;
/** Largest capacity a class may declare. */
export const MAX_CLASS_CAPACITY = 500;
/** Compensation rate of a studio owner (100 %). */
export const OWNER_RATE = 1;
/** Compensation rate of an instructor (50 %). */
export const INSTRUCTOR_RATE = 0.5;
/** Largest amount, in pesos, a single payment may have. */
export const MAX_PAYMENT_AMOUNT = 10_000_000;
/** How many months after the payment date a payment may pay in advance. */
export const MAX_MONTHS_IN_ADVANCE = 12;
/** Students shown per page in the student list. */
export const STUDENT_PAGE_SIZE = 12;
/** Minimum length of a username. */
export const USERNAME_MIN_LENGTH = 3;
/** Items shown in the dashboard's recent activity. */
export const RECENT_ACTIVITY_LIMIT = 5;
/** Classes shown in the dashboard's class distribution chart. */
export const CLASS_DISTRIBUTION_LIMIT = 3;
/** Occupancy (percent) above which a class is shown as highly occupied (green badge). */
export const HIGH_OCCUPANCY_THRESHOLD = 80;
/** Months covered by the outstanding-payments report's month selector. */
export const OUTSTANDING_REPORT_MONTHS = 12;
/** Ranges, in months, offered by the financial report. */
export const FINANCIAL_RANGES = [1, 3, 6, 12] as const;
/** The studio's time zone unless the settings say otherwise. */
export const DEFAULT_TIME_ZONE = "America/Santiago";
/** Locale of every text and number shown. */
export const LOCALE = "es-CL";
/** Currency of every amount. */
export const CURRENCY = "CLP";
