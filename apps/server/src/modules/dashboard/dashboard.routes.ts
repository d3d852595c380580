import {
  classDistributionResponseSchema,
  dashboardResponseSchema,
  intField,
  periodQuerySchema,
  revenueChartResponseSchema,
} from "@nova/domain";
import { z } from "zod";
import { requireUser } from "../../plugins/authenticate.ts";
import { plainRead, readByQuery } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
import { classDistribution, dashboard, revenueChart } from "./dashboard.service.ts";

/** Longest revenue chart, in months; the "last N months, default 6, up to 24". */
const MAX_CHART_MONTHS = 24;
const DEFAULT_CHART_MONTHS = 6;
const chartMessage = `La cantidad de meses debe estar entre 1 y ${MAX_CHART_MONTHS}`;

const revenueChartQuerySchema = z.object({
  months: intField(chartMessage)
    .refine((n) => n >= 1 && n <= MAX_CHART_MONTHS, { error: chartMessage })
    .default(DEFAULT_CHART_MONTHS)
    .describe(
      `Cantidad de meses, entero de 1 a ${MAX_CHART_MONTHS}; ${DEFAULT_CHART_MONTHS} si no se envía`,
    ),
});

// The dashboard and its revenue chart read every record and every payment: any write moves them.
const staffRecordsAndMoney = { access: "staff", cache: { topics: ["records", "money"] } } as const;

export const dashboardRoutes = tableRoutes(["dashboard"], (ctx) =>
  table({
    "GET /api/dashboard": readByQuery({
      config: staffRecordsAndMoney,
      summary: "Indicadores, alertas, actividad y cumpleaños del período actual",
      query: periodQuerySchema,
      view: dashboardResponseSchema,
      read: (query, request) =>
        dashboard(ctx, query.period, request.dataVersions, requireUser(request).role === "admin"),
    }),
    "GET /api/dashboard/revenue-chart": readByQuery({
      config: staffRecordsAndMoney,
      summary: "Ingresos por mes de los últimos N meses (6 por defecto, hasta 24)",
      query: revenueChartQuerySchema,
      view: revenueChartResponseSchema,
      read: (query, request) => revenueChart(ctx, query.months, request.dataVersions),
    }),
    "GET /api/dashboard/class-distribution": plainRead({
      config: { access: "staff", cache: { topics: ["records"] } },
      summary: "Ocupación de todas las clases, de mayor a menor",
      view: classDistributionResponseSchema,
      read: () => classDistribution(ctx),
    }),
  }),
);
