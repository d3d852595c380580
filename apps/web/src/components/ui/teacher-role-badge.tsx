import { teacherRoleLabel } from "@nova/domain";
import type { ReactNode } from "react";
import { Badge } from "./badge";

/**
 * A teacher's role ('Propietaria' or 'Profesora') as a badge, the owner's set apart in warning
 * tone: on her card, her page and the compensation report. `children` follow the role's name
 * (the report adds her rate).
 */
export function TeacherRoleBadge({
  owner,
  className,
  children,
}: {
  owner: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Badge tone={owner ? "warning" : "accent"} className={className}>
      {teacherRoleLabel(owner)}
      {children}
    </Badge>
  );
}
