import { ClassAttendanceCard } from "@/features/attendance/components/class-attendance-card";
import {
  ClassDetailPage as ClassDetail,
  type ClassPageSlots,
} from "@/features/classes/pages/class-detail-page";
import { EnrollTrialDialog } from "@/features/trial-requests/components/enroll-trial-dialog";

// A class's page gathers its attendance and the trial requests' enrolling dialog (for its
// waitlist) with the classes feature's own cards: the app composes them.
const SLOTS: ClassPageSlots = {
  attendance: (classId) => <ClassAttendanceCard classId={classId} />,
  // The class page stays open after enrolling ('Solicitudes' opens the new student's page).
  enrollDialog: (request, close) => (
    <EnrollTrialDialog
      request={request}
      open
      goToStudent={false}
      onOpenChange={(open) => !open && close()}
    />
  ),
};

export function ClassDetailPage() {
  return <ClassDetail slots={SLOTS} />;
}
