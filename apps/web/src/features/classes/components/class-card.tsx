import {
  classTypeLabel,
  formatCLP,
  formatClassDays,
  formatClassTimeSummary,
  formatDurationEs,
} from "@nova/domain";
import { CalendarDays, Clock, Pencil, UserRound, Users } from "lucide-react";
import { ButtonLink } from "@/components/ui/button-link";
import { CardLink, ListCard } from "@/components/ui/list-page";
import { AdminOnly } from "@/entities/session";
import type { DanceClass } from "../class";
import { ClassStatusBadge } from "./class-status-badge";

/** The teachers line of a card: her name when she is the only one, else how many; 'Sin asignar'. */
export function teachersSummary(cls: Pick<DanceClass, "teachers">): string {
  const [only] = cls.teachers;
  if (only === undefined) return "Sin asignar";
  if (cls.teachers.length === 1) return only.fullName;
  return `${cls.teachers.length} profesoras`;
}

/** A class in the list; the card opens its detail, 'Editar' its form. */
export function ClassCard({ cls }: { cls: DanceClass }) {
  const facts = [
    { icon: UserRound, label: "Profesoras", value: teachersSummary(cls) },
    { icon: CalendarDays, label: "Días", value: formatClassDays(cls.schedules) },
    {
      icon: Clock,
      label: "Horario",
      value: formatClassTimeSummary(cls.schedules, cls.durationHours),
    },
    {
      icon: Users,
      label: "Inscritos",
      value: `${cls.enrolledStudents} / ${cls.maxStudents}`,
    },
  ];
  return (
    <ListCard className="flex flex-col">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-medium text-ink">
            <CardLink to={`/classes/${cls.id}`}>{cls.name}</CardLink>
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{classTypeLabel(cls.type)}</p>
        </div>
        <ClassStatusBadge status={cls.status} />
      </div>
      {cls.description && (
        <p className="mt-2 line-clamp-2 text-sm text-ink-muted">{cls.description}</p>
      )}
      <dl className="mt-3 space-y-1 text-sm text-ink-muted">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex min-w-0 items-center gap-2">
            <dt>
              <Icon className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd className="min-w-0 truncate">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-line pt-3 text-sm">
        <p className="text-ink-muted">
          <span className="font-medium text-ink tabular-nums">{formatCLP(cls.price)}</span> / mes ·{" "}
          {formatDurationEs(cls.durationHours)}
        </p>
        <AdminOnly>
          <ButtonLink
            to={`/classes/${cls.id}/edit`}
            icon={Pencil}
            variant="ghost"
            size="sm"
            className="relative z-10"
            aria-label={`Editar ${cls.name}`}
          >
            Editar
          </ButtonLink>
        </AdminOnly>
      </div>
    </ListCard>
  );
}
