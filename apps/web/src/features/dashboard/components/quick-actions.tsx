import { CalendarDays, CreditCard, GraduationCap, Plus, Sparkles, Users } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { SectionCard } from "@/components/ui/section-card";
import { usePermissions } from "@/entities/session";

/** Shortcuts to the usual new records, those the user may open. */
export function QuickActions() {
  const actions = [
    { to: "/students/new", label: "Nuevo estudiante", icon: Users },
    { to: "/classes/new", label: "Nueva clase", icon: Sparkles },
    { to: "/payments/new", label: "Nuevo pago", icon: CreditCard },
    { to: "/classes/calendar", label: "Calendario de clases", icon: CalendarDays },
    { to: "/teachers/new", label: "Nueva profesora", icon: GraduationCap },
  ];
  const { canOpen } = usePermissions();
  return (
    <SectionCard title="Acciones rápidas" icon={Plus}>
      <ul className="grid gap-2">
        {actions
          .filter((action) => canOpen(action.to))
          .map((action) => (
            <li key={action.to}>
              <ButtonLink
                to={action.to}
                icon={action.icon}
                variant="secondary"
                className="w-full justify-start"
              >
                {action.label}
              </ButtonLink>
            </li>
          ))}
      </ul>
    </SectionCard>
  );
}
