// Every read endpoint staff use, each with the way its URL varies over a studio: which
// students, teachers and classes, which page, which search, which month or period.
import { addMonths, PERIODS } from "@nova/domain";
import type { StudioSample } from "./studio.ts";

/** A number in [0, 1): Math.random for varied URLs, `() => 0` for the one fixed URL. */
export type Random = () => number;

export interface Endpoint {
  name: string;
  /** How often staff open it relative to the others, in the varied mix. */
  weight: number;
  url: (s: StudioSample, random: Random) => string;
  /**
   * The whole answer as old clients ask it, where the console asks for a page: measured and
   * shown, not held to the cold and scale goals, which are about what staff wait for
   * (docs/decisions/0095).
   */
  oldClients?: true;
}

const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)] as T;
const between = (min: number, max: number, random: Random) =>
  min + Math.floor(random() * (max - min + 1));
const page = (total: number, size: number, random: Random) =>
  between(1, Math.max(1, Math.ceil(total / size)), random);
const student = (s: StudioSample, r: Random) => between(s.studentIds.min, s.studentIds.max, r);
const teacher = (s: StudioSample, r: Random) => pick(s.teacherIds, r);
const klass = (s: StudioSample, r: Random) => pick(s.classIds, r);
const month = (s: StudioSample, r: Random) => pick(s.months, r);
/** Half the searches are a whole word, half its first letters (the search runs as one types). */
const search = (s: StudioSample, r: Random) => {
  const term = pick(s.searchTerms, r);
  return encodeURIComponent(r() < 0.5 ? term : term.slice(0, 4));
};
/** Recent days of the cash desk. */
const day = (s: StudioSample, r: Random) => {
  const d = new Date(`${s.today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - between(0, 59, r));
  return d.toISOString().slice(0, 10);
};

// List page sizes are those of the screens (12 a page, 25 for payments; teachers unpaged).
export const ENDPOINTS: Endpoint[] = [
  {
    name: "students list",
    weight: 8,
    url: (s, r) => `/api/students?page=${page(s.counts.students, 12, r)}&size=12`,
  },
  {
    name: "students search",
    weight: 8,
    url: (s, r) => `/api/students?search=${search(s, r)}&page=1&size=12`,
  },
  { name: "student detail", weight: 10, url: (s, r) => `/api/students/${student(s, r)}` },
  {
    name: "student enrollments",
    weight: 5,
    url: (s, r) => `/api/students/${student(s, r)}/enrollments`,
  },
  {
    name: "student outstanding",
    weight: 8,
    url: (s, r) => `/api/students/${student(s, r)}/outstanding-payments/${month(s, r)}`,
  },
  {
    // What the list screen asks: every teacher (a studio has a handful), students counted.
    name: "teachers list",
    weight: 3,
    url: (_s, r) =>
      `/api/teachers?view=summary${pick(["", "&status=owners", "&status=instructors"], r)}`,
  },
  { name: "teacher detail", weight: 3, url: (s, r) => `/api/teachers/${teacher(s, r)}` },
  {
    name: "classes list",
    weight: 4,
    url: (s, r) => `/api/classes?page=${page(s.counts.classes, 12, r)}&size=12`,
  },
  { name: "class detail", weight: 4, url: (s, r) => `/api/classes/${klass(s, r)}` },
  { name: "class students", weight: 3, url: (s, r) => `/api/classes/${klass(s, r)}/students` },
  {
    name: "class payment status",
    weight: 4,
    url: (s, r) => `/api/reports/class/${klass(s, r)}/${month(s, r)}/students-payment-status`,
  },
  {
    name: "payments page",
    weight: 8,
    url: (s, r) =>
      `/api/payments?month=${month(s, r)}&page=${page(s.counts.payments / 24, 25, r)}&size=25`,
  },
  {
    name: "payment detail",
    weight: 5,
    url: (s, r) => `/api/payments/${between(s.paymentIds.min, s.paymentIds.max, r)}`,
  },
  { name: "dashboard", weight: 4, url: (_s, r) => `/api/dashboard?period=${pick(PERIODS, r)}` },
  {
    name: "revenue chart",
    weight: 2,
    url: (_s, r) => `/api/dashboard/revenue-chart?months=${pick([6, 12, 24], r)}`,
  },
  { name: "class distribution", weight: 2, url: () => "/api/dashboard/class-distribution" },
  // As the console asks (a page of 100, the month's totals), and whole as old clients do.
  {
    name: "outstanding report",
    weight: 2,
    url: (s, r) => `/api/reports/outstanding-payments/${month(s, r)}?page=1&size=100`,
  },
  {
    name: "outstanding report (all)",
    weight: 1,
    url: (s, r) => `/api/reports/outstanding-payments/${month(s, r)}`,
    oldClients: true,
  },
  {
    name: "teacher compensation",
    weight: 2,
    url: (s, r) => `/api/reports/teacher-compensation/${month(s, r)}`,
  },
  {
    name: "one teacher's pay",
    weight: 2,
    url: (s, r) => `/api/reports/teacher-compensation/${teacher(s, r)}/${month(s, r)}`,
  },
  {
    name: "financial month",
    weight: 2,
    url: (s, r) => `/api/reports/financial/${month(s, r)}`,
  },
  {
    name: "financial range",
    weight: 2,
    url: (s, r) => {
      // A range of 1 to 12 months ending at most at the current one.
      const to = pick(s.months.slice(0, 12), r);
      return `/api/reports/financial?from=${addMonths(to, -between(0, 11, r))}&to=${to}`;
    },
  },
  { name: "cash close day", weight: 2, url: (s, r) => `/api/cash-close/${day(s, r)}` },
  // Issue 25: every debt at once, a student's receipts, one receipt.
  // As the console asks (a page of 100, the totals of everyone), and whole as old clients do.
  {
    name: "debts report",
    weight: 2,
    url: (_s, r) => `/api/reports/debts?page=${between(1, 3, r)}&size=100`,
  },
  { name: "debts report (all)", weight: 1, url: () => "/api/reports/debts", oldClients: true },
  // Issue 36: the payment reminders, one per payer, of all the debt or of one month. The
  // console's debts page asks for the payers of its page of 100 students.
  {
    name: "debt reminders",
    weight: 2,
    url: (s, r) =>
      `/api/reminders?scope=debts&studentIds=${Array.from({ length: 100 }, () => student(s, r)).join(",")}`,
  },
  {
    name: "debt reminders (all)",
    weight: 1,
    url: () => "/api/reminders?scope=debts",
    oldClients: true,
  },
  // 'Pagos pendientes' asks for the month's reminders of its page of 100 students (issue 37).
  {
    name: "month reminders",
    weight: 1,
    url: (s, r) =>
      `/api/reminders?scope=month&month=${month(s, r)}&studentIds=${Array.from({ length: 100 }, () => student(s, r)).join(",")}`,
  },
  {
    name: "month reminders (all)",
    weight: 1,
    url: (s, r) => `/api/reminders?scope=month&month=${month(s, r)}`,
    oldClients: true,
  },
  {
    name: "student receipts",
    weight: 3,
    url: (s, r) => `/api/receipts?studentId=${student(s, r)}`,
  },
  {
    name: "receipt detail",
    weight: 3,
    // The demo studio gives each seeded payment a receipt of the same position.
    url: (s, r) => `/api/receipts/${between(s.paymentIds.min, s.paymentIds.max, r)}`,
  },
];

/** A varied URL drawn over all endpoints by their weights. */
export function variedUrl(s: StudioSample, random: Random = Math.random): string {
  const total = ENDPOINTS.reduce((sum, e) => sum + e.weight, 0);
  let roll = random() * total;
  for (const endpoint of ENDPOINTS) {
    roll -= endpoint.weight;
    if (roll < 0) return endpoint.url(s, random);
  }
  return (ENDPOINTS[0] as Endpoint).url(s, random);
}

/**
 * Hands out the prepared payment bodies in order, each once, across all the scenarios run on
 * one server; `exhausted` says when more writes were asked for than there were unpaid months.
 */
export class PaymentFeed {
  private next = 0;
  constructor(private readonly bodies: readonly string[]) {}
  body(): string {
    return this.bodies[this.next++ % this.bodies.length] as string;
  }
  get exhausted(): boolean {
    return this.next > this.bodies.length;
  }
}
