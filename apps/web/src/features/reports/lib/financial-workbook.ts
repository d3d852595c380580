import { type FinancialRangeResponse, formatMonthEs } from "@nova/domain";
import type { SheetSpec } from "./xlsx";

/** The financial report as workbook sheets: the range's summary, then one row per month. */
export function financialSheets(report: FinancialRangeResponse): SheetSpec[] {
  return [
    {
      name: "Resumen",
      intro: [`Reporte financiero ${formatMonthEs(report.from)} a ${formatMonthEs(report.to)}`],
      columns: [
        { header: "Indicador", width: 34 },
        { header: "Valor", kind: "number", width: 18 },
      ],
      rows: [
        ["Ingresos totales (CLP)", report.summary.totalRevenue],
        ["Gastos en profesoras (CLP)", report.summary.totalExpenses],
        ["Utilidad neta (CLP)", report.summary.netProfit],
        ["Margen de utilidad (%)", report.summary.profitMargin],
        ["Crecimiento de ingresos (%)", report.summary.revenueGrowth],
        ["Crecimiento de la utilidad (%)", report.summary.profitGrowth],
        ["Pagos", report.summary.totalPayments],
        ["Pagos atrasados", report.summary.latePayments],
        ["Monto de pagos atrasados (CLP)", report.summary.latePaymentAmount],
      ],
    },
    {
      name: "Meses",
      columns: [
        { header: "Mes", width: 16 },
        { header: "Ingresos", kind: "money", width: 16 },
        { header: "Compensación profesoras", kind: "money", width: 24 },
        { header: "Utilidad neta", kind: "money", width: 16 },
        { header: "Margen", kind: "percent" },
        { header: "Pagos", kind: "number" },
        { header: "Pagos atrasados", kind: "number", width: 16 },
        { header: "Monto atrasado", kind: "money", width: 16 },
      ],
      rows: report.months.map((m) => [
        formatMonthEs(m.month),
        m.totalRevenue,
        m.totalTeacherCompensation,
        m.studioRevenue,
        m.profitMargin,
        m.totalPayments,
        m.latePayments,
        m.latePaymentAmount,
      ]),
    },
  ];
}
