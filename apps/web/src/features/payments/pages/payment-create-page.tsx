import { useSearchParams } from "react-router";
import { FormPage } from "@/components/ui/form-page";
import { parseRouteId } from "@/lib/route-id";
import { PaymentForm } from "../components/payment-form";

/** /payments/new: `?student=` (student page, class page) or `?studentId=` (outstanding report). */
export function PaymentCreatePage() {
  const [params] = useSearchParams();
  const studentId = parseRouteId(params.get("student") ?? params.get("studentId") ?? undefined);
  return (
    <FormPage title="Procesar Pago" back={{ to: "/payments", label: "Pagos" }}>
      <PaymentForm key={studentId ?? "none"} initialStudentId={studentId} />
    </FormPage>
  );
}
