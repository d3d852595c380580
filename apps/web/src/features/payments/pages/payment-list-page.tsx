import { UnderConstruction } from "@/components/under-construction";

export function PaymentListPage() {
  return <UnderConstruction title="Pagos" />;
}
