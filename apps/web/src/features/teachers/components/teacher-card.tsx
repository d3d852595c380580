import { Crown, Mail, Phone } from "lucide-react";
import { ContactFacts } from "@/components/contact-facts";
import { Avatar } from "@/components/ui/avatar";
import { CardLink, ListCard } from "@/components/ui/list-page";
import { TeacherRoleBadge } from "@/components/ui/teacher-role-badge";
import { plural } from "@/lib/format";
import type { TeacherListItem } from "../teacher";

/** A teacher in the list; the whole card opens her detail. */
export function TeacherCard({ teacher }: { teacher: TeacherListItem }) {
  return (
    <ListCard className="flex flex-col">
      <div className="flex gap-3.5">
        <Avatar name={teacher.fullName} />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 font-medium text-ink">
            <CardLink to={`/teachers/${teacher.id}`} className="min-w-0">
              {teacher.fullName}
            </CardLink>
            {teacher.isStudioOwner && (
              <Crown
                className="size-4 shrink-0 text-warning-text"
                aria-label="Propietaria"
                role="img"
              />
            )}
          </h2>
          <TeacherRoleBadge owner={teacher.isStudioOwner} className="mt-1" />
        </div>
      </div>
      <ContactFacts
        className="mt-3 space-y-1 text-sm text-ink-muted"
        facts={[
          { icon: Mail, label: "Email", value: teacher.email },
          { icon: Phone, label: "Teléfono", value: teacher.phone },
        ]}
      />
      <p className="mt-3 border-t border-line pt-3 text-sm text-ink-muted">
        {plural(teacher.assignedClasses.length, "clase", "clases")} ·{" "}
        {plural(teacher.totalStudents, "estudiante", "estudiantes")}
        {/* The rate is pay: the server sends it to admins only. */}
        {teacher.sharePercentage !== undefined && ` · tasa ${teacher.sharePercentage}%`}
      </p>
    </ListCard>
  );
}
