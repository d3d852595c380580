import { UnderConstruction } from "@/components/under-construction";

export function PaymentCreatePage() {
  return <UnderConstruction title="Procesar Pago" />;
}
