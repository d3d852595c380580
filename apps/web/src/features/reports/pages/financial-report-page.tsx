import { UnderConstruction } from "@/components/under-construction";

export function FinancialReportPage() {
  return <UnderConstruction title="Reporte financiero" />;
}
