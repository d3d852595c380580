import {
  classMonthParamsSchema,
  classPaymentStatusResponseSchema,
  compensationReportResponseSchema,
  debtsReportResponseSchema,
  financialMonthResponseSchema,
  financialRangeResponseSchema,
  monthParamSchema,
  optionalMonthParamSchema,
  outstandingReportResponseSchema,
  paginationQuerySchema,
  teacherCompensationResponseSchema,
  teacherMonthParamsSchema,
} from "@nova/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { loadStudio } from "../../records/system/settings.ts";
import { financialRangeQuerySchema } from "./reports.schemas.ts";
import {
  classPaymentStatus,
  debtsReport,
  financialMonthReport,
  financialRangeReport,
  outstandingReport,
  rangeOrCurrent,
  teacherCompensationOf,
  teacherCompensationReport,
} from "./reports.service.ts";

// The reports of one month read the money of that month only (`cache: { monthMoney: true }`): a payment of
// another month leaves their cached answers alone (plugins/read-cache.ts).
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/api/reports/outstanding-payments/:month",
    {
      config: { access: "staff", cache: { monthMoney: true } },
      schema: {
        tags: ["reports"],
        summary: "Pagos pendientes del mes, por estudiante (mayor deuda primero)",
        params: monthParamSchema,
        response: { 200: outstandingReportResponseSchema },
      },
    },
    async (request) => {
      const report = await outstandingReport(ctx.db, request.params.month, ctx.now());
      return {
        month: report.month,
        asOf: report.asOf,
        outstandingPayments: report.students,
        totalOutstandingAmount: report.totalOutstandingAmount,
        totalBaseAmount: report.totalBaseAmount,
        totalSurchargeAmount: report.totalSurchargeAmount,
        studentsWithOutstandingPayments: report.studentsWithOutstandingPayments,
      };
    },
  );

  // Every month of the last year is read: any payment or record change may move it.
  app.get(
    "/api/reports/debts",
    {
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["reports"],
        summary:
          "Toda la deuda: cada estudiante que adeuda algo, sus meses del más antiguo al más reciente, antigüedad y totales por antigüedad (mayor deuda primero); con ?page=&size= solo las estudiantes de esa página, los totales siempre de todas",
        querystring: paginationQuerySchema,
        response: { 200: debtsReportResponseSchema },
      },
    },
    async (request) => debtsReport(ctx, request.query),
  );

  app.get(
    "/api/reports/class/:classId/:month/students-payment-status",
    {
      config: { access: "staff", cache: { monthMoney: true } },
      schema: {
        tags: ["reports"],
        summary: "Estado de pago de cada estudiante de una clase en un mes",
        params: classMonthParamsSchema,
        response: { 200: classPaymentStatusResponseSchema },
      },
    },
    async (request) => classPaymentStatus(ctx, request.params.classId, request.params.month),
  );

  const compensationSchema = {
    tags: ["reports"],
    summary: "Compensación de las profesoras en un mes (el actual si no se indica)",
    response: { 200: compensationReportResponseSchema },
  };
  app.get(
    "/api/reports/teacher-compensation",
    { schema: compensationSchema, config: { cache: { topics: ["records", "money"] } } },
    async () => teacherCompensationReport(ctx),
  );
  app.get(
    "/api/reports/teacher-compensation/:month",
    {
      config: { cache: { monthMoney: true } },
      schema: { ...compensationSchema, params: optionalMonthParamSchema },
    },
    async (request) => teacherCompensationReport(ctx, request.params.month),
  );
  app.get(
    "/api/reports/teacher-compensation/:teacherId/:month",
    {
      config: { cache: { monthMoney: true } },
      schema: {
        tags: ["reports"],
        summary: "Compensación de una profesora en un mes",
        params: teacherMonthParamsSchema,
        response: { 200: teacherCompensationResponseSchema },
      },
    },
    async (request) => teacherCompensationOf(ctx, request.params.teacherId, request.params.month),
  );

  app.get(
    "/api/reports/financial",
    {
      config: { cache: { topics: ["records", "money"] } },
      schema: {
        tags: ["reports"],
        summary: "Reporte financiero de un rango de meses y del rango anterior de igual largo",
        querystring: financialRangeQuerySchema,
        response: { 200: financialRangeResponseSchema },
      },
    },
    async (request) => {
      const needsCurrent = !request.query.from && !request.query.to;
      const current = needsCurrent ? (await loadStudio(ctx.db, ctx.now())).month : "";
      const { from, to } = rangeOrCurrent(request.query.from, request.query.to, current);
      return financialRangeReport(ctx.db, from, to);
    },
  );

  app.get(
    "/api/reports/financial/:month",
    {
      config: { cache: { monthMoney: true } },
      schema: {
        tags: ["reports"],
        summary: "Cifras financieras de un mes",
        params: monthParamSchema,
        response: { 200: financialMonthResponseSchema },
      },
    },
    async (request) => financialMonthReport(ctx.db, request.params.month),
  );
};
