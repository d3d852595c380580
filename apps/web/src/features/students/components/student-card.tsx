import { formatRut } from "@nova/domain";
import { IdCard, Mail, Phone } from "lucide-react";
import { ContactFacts } from "@/components/contact-facts";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { CardLink, ListCard } from "@/components/ui/list-page";
import type { Student } from "@/entities/student";

function classCount(count: number): string {
  if (count === 0) return "Sin clases";
  return count === 1 ? "1 clase" : `${count} clases`;
}

/** A student in the list; the whole card opens her detail. */
export function StudentCard({ student }: { student: Student }) {
  return (
    <ListCard className="group flex gap-3.5">
      <Avatar name={student.fullName} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-medium text-ink">
            <CardLink to={`/students/${student.id}`}>{student.fullName}</CardLink>
          </h2>
          <Badge tone={student.classIds.length > 0 ? "accent" : "neutral"} className="shrink-0">
            {classCount(student.classIds.length)}
          </Badge>
        </div>
        <ContactFacts
          className="mt-2 space-y-1 text-sm text-ink-muted"
          facts={[
            { icon: Mail, label: "Email", value: student.email ?? "Sin email" },
            { icon: Phone, label: "Teléfono", value: student.phone ?? "Sin teléfono" },
            student.dni && { icon: IdCard, label: "RUT", value: formatRut(student.dni) },
          ]}
        />
      </div>
    </ListCard>
  );
}
