import { UnderConstruction } from "@/components/under-construction";

export function QuickPaymentPage() {
  return <UnderConstruction title="Pago rápido" />;
}
