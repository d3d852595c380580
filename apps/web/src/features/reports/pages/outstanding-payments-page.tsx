import { UnderConstruction } from "@/components/under-construction";

export function OutstandingPaymentsPage() {
  return <UnderConstruction title="Pagos pendientes" />;
}
