import { formatRut } from "@nova/domain";
import { IdCard, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { ContactFacts } from "@/components/contact-facts";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { cardLinkClasses } from "@/components/ui/list-page";
import type { Student } from "@/entities/student";

function classCount(count: number): string {
  if (count === 0) return "Sin clases";
  return count === 1 ? "1 clase" : `${count} clases`;
}

/** A student in the list; the whole card opens her detail. */
export function StudentCard({ student }: { student: Student }) {
  return (
    <li className="group relative flex gap-3.5 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors focus-within:border-accent hover:border-accent/60">
      <Avatar name={student.fullName} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-medium text-ink">
            <Link to={`/students/${student.id}`} className={`break-words ${cardLinkClasses}`}>
              {student.fullName}
            </Link>
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
    </li>
  );
}
