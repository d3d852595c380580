import { BadgeCheck } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePermissions } from "@/entities/session";
import { useStudentWaivers, waiverOf } from "../api/get-student-waivers";
import { WaiveLateFeeDialog } from "./waive-late-fee-dialog";

/**
 * A late month's waiver state where the month is listed: "Recargo condonado" (its reason on
 * hover) once waived, else the owner's "Condonar recargo"; reception sees only the first.
 */
export function LateFeeWaiver({ studentId, month }: { studentId: number; month: string }) {
  const { admin } = usePermissions();
  const waivers = useStudentWaivers(studentId);
  const [open, setOpen] = useState(false);
  const waiver = waiverOf(waivers.data, month);

  if (waiver) {
    return (
      <Badge tone="success">
        <BadgeCheck className="size-3.5" aria-hidden="true" />
        <span title={waiver.reason}>Recargo condonado</span>
      </Badge>
    );
  }
  if (!admin || !waivers.isSuccess) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Condonar recargo
      </Button>
      <WaiveLateFeeDialog open={open} onOpenChange={setOpen} studentId={studentId} month={month} />
    </>
  );
}
