import { intField, PAYMENT_STATUSES, periodQuerySchema } from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { classDistribution, dashboard, revenueChart } from "./dashboard.service.ts";

const int = () => z.number().int();
const range = z.object({ start: z.string(), end: z.string() });
const birthday = z.object({ id: int(), fullName: z.string(), turnsAge: int() });

const dashboardSchema = z.object({
  period: z.string(),
  range,
  previousRange: range,
  kpis: z.object({
    totalStudents: int(),
    classesToday: int(),
    monthlyRevenue: int(),
    outstandingPayments: int(),
    outstandingAmount: int(),
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
  alerts: z.array(
    z.object({ type: z.enum(["error", "warning", "info"]), message: z.string(), count: int() }),
  ),
  birthdays: z.object({
    today: z.array(birthday),
    tomorrow: z.array(birthday),
    totalToday: int(),
    totalTomorrow: int(),
  }),
});

/** Longest revenue chart, in months; the "last N months, default 6, up to 24". */
const MAX_CHART_MONTHS = 24;
const DEFAULT_CHART_MONTHS = 6;
const chartMessage = `La cantidad de meses debe estar entre 1 y ${MAX_CHART_MONTHS}`;

const revenueChartQuerySchema = z.object({
  months: intField(chartMessage)
    .refine((n) => n >= 1 && n <= MAX_CHART_MONTHS, { error: chartMessage })
    .default(DEFAULT_CHART_MONTHS),
});

const revenueChartSchema = z.object({
  months: z.array(z.object({ month: z.string(), revenue: int() })),
  totalRevenue: int(),
  averageMonthly: int(),
});

const classDistributionSchema = z.object({
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

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary: "Indicadores, alertas, actividad y cumpleaños del período actual",
        querystring: periodQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => dashboard(ctx, request.query.period),
  );

  app.get(
    "/api/dashboard/revenue-chart",
    {
      schema: {
        tags: ["dashboard"],
        summary: "Ingresos por mes de los últimos N meses (6 por defecto, hasta 24)",
        querystring: revenueChartQuerySchema,
        response: { 200: revenueChartSchema },
      },
    },
    async (request) => revenueChart(ctx, request.query.months),
  );

  app.get(
    "/api/dashboard/class-distribution",
    {
      schema: {
        tags: ["dashboard"],
        summary: "Ocupación de todas las clases, de mayor a menor",
        response: { 200: classDistributionSchema },
      },
    },
    async () => classDistribution(ctx),
  );
};
