import {
  classMonthParamsSchema,
  classPaymentStatusResponseSchema,
  compensationReportResponseSchema,
  debtsReportResponseSchema,
  financialMonthResponseSchema,
  financialRangeResponseSchema,
  monthParamSchema,
  optionalMonthParamSchema,
  outstandingReportQuerySchema,
  outstandingReportResponseSchema,
  paginationQuerySchema,
  teacherCompensationResponseSchema,
  teacherMonthParamsSchema,
} from "@nova/domain";
import { loadStudio } from "../../records/system/settings.ts";
import { readByParams, readByQuery } from "../../routing/record-route-rows.ts";
import { table, tableRoutes } from "../../routing/route-table.ts";
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
export const reportsRoutes = tableRoutes(["reports"], (ctx) => {
  // The whole studio's compensation, of the current month or of the one named.
  const compensation = {
    summary: "Compensación de las profesoras en un mes (el actual si no se indica)",
    response: { 200: compensationReportResponseSchema },
  };
  return table({
    "GET /api/reports/outstanding-payments/:month": {
      config: { access: "staff", cache: { monthMoney: true } },
      schema: {
        summary:
          "Pagos pendientes del mes, por estudiante (mayor deuda primero); con ?page=&size= solo las estudiantes de esa página y con ?search= solo las que coinciden, los totales siempre de todas",
        params: monthParamSchema,
        querystring: outstandingReportQuerySchema,
        response: { 200: outstandingReportResponseSchema },
      },
      handler: async (request) => {
        const report = await outstandingReport(
          ctx.db,
          request.params.month,
          ctx.now(),
          request.query,
          request.dataVersions,
        );
        return {
          month: report.month,
          asOf: report.asOf,
          outstandingPayments: report.students,
          totalOutstandingAmount: report.totalOutstandingAmount,
          totalBaseAmount: report.totalBaseAmount,
          totalSurchargeAmount: report.totalSurchargeAmount,
          studentsWithOutstandingPayments: report.studentsWithOutstandingPayments,
          matchingStudents: report.matchingStudents,
        };
      },
    },
    // Every month of the last year is read: any payment or record change may move it.
    "GET /api/reports/debts": readByQuery({
      config: { access: "staff", cache: { topics: ["records", "money"] } },
      summary:
        "Toda la deuda: cada estudiante que adeuda algo, sus meses del más antiguo al más reciente, antigüedad y totales por antigüedad (mayor deuda primero); con ?page=&size= solo las estudiantes de esa página, los totales siempre de todas",
      query: paginationQuerySchema,
      view: debtsReportResponseSchema,
      read: (query, request) => debtsReport(ctx, query, request.dataVersions),
    }),
    "GET /api/reports/class/:classId/:month/students-payment-status": readByParams({
      config: { access: "staff", cache: { monthMoney: true } },
      summary: "Estado de pago de cada estudiante de una clase en un mes",
      params: classMonthParamsSchema,
      view: classPaymentStatusResponseSchema,
      read: ({ classId, month }, request) =>
        classPaymentStatus(ctx, classId, month, request.dataVersions),
    }),
    "GET /api/reports/teacher-compensation": {
      config: { cache: { topics: ["records", "money"] } },
      schema: compensation,
      handler: async () => teacherCompensationReport(ctx),
    },
    "GET /api/reports/teacher-compensation/:month": {
      config: { cache: { monthMoney: true } },
      schema: { ...compensation, params: optionalMonthParamSchema },
      handler: async (request) => teacherCompensationReport(ctx, request.params.month),
    },
    "GET /api/reports/teacher-compensation/:teacherId/:month": readByParams({
      config: { cache: { monthMoney: true } },
      summary: "Compensación de una profesora en un mes",
      params: teacherMonthParamsSchema,
      view: teacherCompensationResponseSchema,
      read: ({ teacherId, month }) => teacherCompensationOf(ctx, teacherId, month),
    }),
    "GET /api/reports/financial": {
      config: { cache: { topics: ["records", "money"] } },
      schema: {
        summary: "Reporte financiero de un rango de meses y del rango anterior de igual largo",
        querystring: financialRangeQuerySchema,
        response: { 200: financialRangeResponseSchema },
      },
      handler: async (request) => {
        const needsCurrent = !request.query.from && !request.query.to;
        const current = needsCurrent ? (await loadStudio(ctx.db, ctx.now())).month : "";
        const { from, to } = rangeOrCurrent(request.query.from, request.query.to, current);
        return financialRangeReport(ctx.db, from, to, request.dataVersions);
      },
    },
    "GET /api/reports/financial/:month": readByParams({
      config: { cache: { monthMoney: true } },
      summary: "Cifras financieras de un mes",
      params: monthParamSchema,
      view: financialMonthResponseSchema,
      read: ({ month }, request) => financialMonthReport(ctx.db, month, request.dataVersions),
    }),
  });
});
