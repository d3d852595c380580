import type { StudentStatus } from "@nova/domain";

/** A student as the API sends it (SPEC §3). */
export interface Student {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  dni: string | null;
  birthDate: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  avatar: string | null;
  status: StudentStatus;
  classIds: number[];
  enrollmentDate: string | null;
}

/** One enrollment of a student in a class, open or ended. */
export interface Enrollment {
  id: number;
  studentId: number;
  classId: number;
  className: string;
  enrollmentDate: string;
  endedOn: string | null;
  notes: string | null;
  isActive: boolean;
}
