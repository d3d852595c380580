import { addDays, type IsoDate } from "../calendar/date";
import { type AttendanceMark, attendanceRate, inSessionOrder } from "./marks";

/** Days looked back for the attendance rate of the risk rule (four weeks). */
export const RISK_WINDOW_DAYS = 28;
/** Under this share of sessions attended in the window, a student is at risk. */
export const RISK_MIN_RATE = 0.5;
/** Fewer counted sessions than this in the window say too little to judge the rate. */
export const RISK_MIN_SESSIONS = 2;

export type RiskReason =
  | { kind: "CONSECUTIVE_ABSENCES"; classId: number; dates: [IsoDate, IsoDate] }
  | { kind: "LOW_ATTENDANCE"; rate: number; sessions: number };

/**
 * Why a student is drifting away, or [] when she is not: her last two sessions of a class were
 * both absences without justification, or she came to fewer than half of her sessions in the
 * last four weeks (justified absences left out). Marks after `today` are ignored; only the
 * student's own classes count (a make-up or trial visit is not her class).
 */
export function riskOf(marks: readonly AttendanceMark[], today: IsoDate): RiskReason[] {
  const own = inSessionOrder(marks.filter((m) => m.kind === "REGULAR" && m.date <= today));
  const reasons: RiskReason[] = [];
  const byClass = new Map<number, AttendanceMark[]>();
  for (const mark of own) byClass.set(mark.classId, [...(byClass.get(mark.classId) ?? []), mark]);
  for (const [classId, classMarks] of [...byClass].sort(([a], [b]) => a - b)) {
    const [before, last] = classMarks.slice(-2);
    if (before?.status === "ABSENT" && last?.status === "ABSENT") {
      reasons.push({ kind: "CONSECUTIVE_ABSENCES", classId, dates: [before.date, last.date] });
    }
  }
  const since = addDays(today, -RISK_WINDOW_DAYS);
  const recent = own.filter((m) => m.date > since);
  const counted = recent.filter((m) => m.status !== "EXCUSED").length;
  const rate = attendanceRate(recent);
  if (rate !== null && counted >= RISK_MIN_SESSIONS && rate < RISK_MIN_RATE) {
    reasons.push({ kind: "LOW_ATTENDANCE", rate, sessions: counted });
  }
  return reasons;
}

/** Whom the at-risk WhatsApp nudge is written to. */
export interface NudgeRecipient {
  kind: "GUARDIAN" | "STUDENT";
  name: string;
  phone: string;
}

/** What the nudge rule reads of a student at risk. */
export interface NudgeFacts {
  fullName: string;
  phone: string | null;
  emergencyContactPhone: string | null;
  /** Under 18 on the day of the nudge. */
  minor: boolean;
  /** Her data is blocked (Ley 21.719): no message about her goes to anyone. */
  blocked: boolean;
  /** The guardian who pays for her, if she has one. */
  payer: { fullName: string; phone: string | null } | null;
}

const present = (phone: string | null | undefined): phone is string => !!phone?.trim();

/**
 * Who gets the nudge of a student at risk: for a minor with a paying guardian, that guardian
 * (the family decides whether she comes back); otherwise the student herself, at her phone or
 * else her emergency contact's. Nobody, for a blocked student or one without any phone.
 */
export function nudgeRecipient(facts: NudgeFacts): NudgeRecipient | null {
  if (facts.blocked) return null;
  if (facts.minor && facts.payer && present(facts.payer.phone)) {
    return { kind: "GUARDIAN", name: facts.payer.fullName, phone: facts.payer.phone };
  }
  const phone = present(facts.phone) ? facts.phone : facts.emergencyContactPhone;
  return present(phone) ? { kind: "STUDENT", name: facts.fullName, phone } : null;
}
