import { PAYMENT_STATUSES } from "../../enums/payment";
import { ALERT_TYPES } from "../../reports/dashboard";
import { z } from "../../zod";
import { int } from "../int";

const range = z.object({ start: z.string(), end: z.string() });
const birthday = z.object({ id: int(), fullName: z.string(), turnsAge: int() });

/** GET /api/dashboard: indicators, alerts, activity and birthdays of the current period. */
export const dashboardResponseSchema = z.object({
  period: z.string(),
  range,
  previousRange: range,
  /** What `monthlyGrowth` compares: the period so far and as many days of the one before. */
  comparison: z.object({ current: range, previous: range }),
  kpis: z.object({
    totalStudents: int(),
    classesToday: int(),
    monthlyRevenue: int(),
    outstandingPayments: int(),
    outstandingAmount: int(),
    /** Everything owed today, every month and fee: the debts report's totalOwed (issue 36). */
    totalOwed: int(),
    /** Students owing anything today: the debts report's studentsWithDebt. */
    studentsWithDebt: int(),
    totalTeachers: int(),
    totalClasses: int(),
  }),
  quickStats: z.object({
    activeStudentsPercentage: z.number(),
    averageClassSize: z.number(),
    monthlyGrowth: z.number(),
  }),
  recentActivity: z.array(
    z.object({
      paymentId: int(),
      studentName: z.string(),
      date: z.string(),
      amount: int(),
      status: z.enum(PAYMENT_STATUSES),
    }),
  ),
  alerts: z.array(z.object({ type: z.enum(ALERT_TYPES), message: z.string(), count: int() })),
  birthdays: z.object({
    today: z.array(birthday),
    tomorrow: z.array(birthday),
    totalToday: int(),
    totalTomorrow: int(),
  }),
});
export type DashboardResponse = z.output<typeof dashboardResponseSchema>;

export const revenueChartResponseSchema = z.object({
  months: z.array(z.object({ month: z.string(), revenue: int() })),
  totalRevenue: int(),
  averageMonthly: int(),
});
export type RevenueChartResponse = z.output<typeof revenueChartResponseSchema>;

export const classDistributionResponseSchema = z.object({
  classes: z.array(
    z.object({
      className: z.string(),
      studentCount: int(),
      maxStudents: int(),
      occupancyPercentage: z.number(),
    }),
  ),
  totalCapacity: int(),
  totalEnrolled: int(),
  averageOccupancy: z.number(),
});
export type ClassDistributionResponse = z.output<typeof classDistributionResponseSchema>;
