import { type ClassStatus, classStatusLabel } from "@nova/domain";
import { Badge, type BadgeTone } from "@/components/ui/badge";

const TONES: Record<ClassStatus, BadgeTone> = {
  active: "success",
  scheduled: "info",
  cancelled: "danger",
  completed: "neutral",
};

/** A class's status as the list shows it: Activa, Programada, Cancelada, Completada. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  return <Badge tone={TONES[status]}>{classStatusLabel(status)}</Badge>;
}
