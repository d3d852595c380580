import { UnderConstruction } from "@/components/under-construction";

export function PaymentDetailPage() {
  return <UnderConstruction title="Detalle del pago" />;
}
