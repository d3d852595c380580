import type { Student } from "@/entities/student";
import { StudentAttendanceCard } from "@/features/attendance/components/student-attendance-card";
import { StudentPrivacySection } from "@/features/privacy/components/student-privacy-section";
import {
  StudentDetailPage as StudentDetail,
  type StudentPageSlots,
} from "@/features/students/pages/student-detail-page";

// A student's page gathers her attendance and her privacy card with the students feature's
// own sections: the app composes them, so the students feature imports neither feature.
const SLOTS: StudentPageSlots = {
  attendance: (studentId: number) => <StudentAttendanceCard studentId={studentId} />,
  privacy: (student: Student) => (
    <StudentPrivacySection studentId={student.id} fullName={student.fullName} />
  ),
};

export function StudentDetailPage() {
  return <StudentDetail slots={SLOTS} />;
}
