/** A class assigned to a teacher, as her detail lists it. */
export interface AssignedClass {
  id: number;
  name: string;
  /** Ready-made schedule text ("Lunes 18:00 - 19:30, Miércoles 18:00 - 19:30"). */
  schedule: string;
  students: number;
  monthlyFee: number;
}

/** A student of one of her classes. */
export interface TeacherStudent {
  id: number;
  fullName: string;
  classId: number;
  className: string;
}

/** A teacher as the API sends it (SPEC §3). */
export interface Teacher {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  address: string | null;
  avatar: string | null;
  isStudioOwner: boolean;
  isOwner: boolean;
  monthlyCompensation: number;
  compensationRate: number;
  sharePercentage: number;
  students: TeacherStudent[];
  classIds: number[];
  assignedClasses: AssignedClass[];
  totalStudents: number;
}
