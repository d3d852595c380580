import { Lock } from "lucide-react";
import { SectionCard } from "@/components/ui/section-card";

/**
 * Why an open day shows no close form: it has not come yet, or it is a past day and only an
 * admin closes those (the server refuses the same, 422 and 403).
 */
export function NotClosablePanel({ reason }: { reason: "future" | "past" }) {
  return (
    <SectionCard title="Caja abierta" icon={Lock}>
      <p className="text-sm text-ink-muted">
        {reason === "future"
          ? "Ese día todavía no llega: la caja se cierra ese mismo día o después."
          : "Solo un administrador puede cerrar la caja de un día anterior. Avísele si este día quedó sin cerrar."}
      </p>
    </SectionCard>
  );
}
