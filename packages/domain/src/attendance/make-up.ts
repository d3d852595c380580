import { addDays, type IsoDate } from "../calendar/date";
import { type AttendanceMark, attended, inSessionOrder } from "./marks";

/** The studio's make-up rule (settings): on or off, and how many days a credit lasts. */
export interface MakeUpRules {
  enabled: boolean;
  days: number;
}

/** A mark with the type of its class: credits are spent only on the same type of class. */
export type TypedMark = AttendanceMark & { classType: string | null };

/** Where a make-up credit stands: still to use, used in a make-up visit, or past its last day. */
export const MAKE_UP_CREDIT_STATUSES = ["AVAILABLE", "USED", "EXPIRED"] as const;

/** One make-up credit: earned by a justified absence, spent by a make-up visit in time. */
export interface MakeUpCredit {
  earnedOn: IsoDate;
  classId: number;
  classType: string | null;
  /** Last day it may be used. */
  expiresOn: IsoDate;
  usedOn: IsoDate | null;
  usedInClassId: number | null;
  status: (typeof MAKE_UP_CREDIT_STATUSES)[number];
}

/**
 * A student's make-up credits from her marks: each justified absence in one of her classes
 * earns one, lasting `days` days; each make-up visit she attended spends the oldest credit of
 * the same class type still valid on its date (oldest first, so none expires while a younger
 * one is spent). With the rule off, no credit is earned.
 */
export function makeUpCredits(
  marks: readonly TypedMark[],
  rules: MakeUpRules,
  today: IsoDate,
): { credits: MakeUpCredit[]; available: number; uncoveredVisits: number } {
  if (!rules.enabled) return { credits: [], available: 0, uncoveredVisits: 0 };
  const credits: MakeUpCredit[] = [];
  let uncoveredVisits = 0;
  for (const mark of inSessionOrder(marks)) {
    if (mark.kind === "REGULAR" && mark.status === "EXCUSED") {
      credits.push({
        earnedOn: mark.date,
        classId: mark.classId,
        classType: mark.classType,
        expiresOn: addDays(mark.date, rules.days),
        usedOn: null,
        usedInClassId: null,
        status: "AVAILABLE",
      });
    } else if (mark.kind === "MAKEUP" && attended(mark.status)) {
      const credit = credits.find(
        (c) =>
          c.usedOn === null &&
          c.classType === mark.classType &&
          c.earnedOn < mark.date &&
          mark.date <= c.expiresOn,
      );
      if (credit) {
        credit.usedOn = mark.date;
        credit.usedInClassId = mark.classId;
        credit.status = "USED";
      } else uncoveredVisits += 1;
    }
  }
  for (const credit of credits) {
    if (credit.usedOn === null && credit.expiresOn < today) credit.status = "EXPIRED";
  }
  const available = credits.filter((c) => c.status === "AVAILABLE").length;
  return { credits, available, uncoveredVisits };
}

/** The session a make-up visit would be made at, with its class's type. */
export interface MakeUpSession {
  classId: number;
  date: IsoDate;
  startTime: string;
  classType: string | null;
}

const atSession = (mark: TypedMark, session: MakeUpSession) =>
  mark.classId === session.classId &&
  mark.date === session.date &&
  mark.startTime === session.startTime;

/**
 * Whether a make-up visit to this session is paid by a credit of hers (issue 35): counted over
 * her marks up to that day other than the session's own, a visit there leaves no visit of hers
 * uncovered that was covered without it. So a visit already on this list still counts as paid
 * (her own mark is left out), and two sessions of one day cannot both take her one credit,
 * whichever is marked first. Without it she may not be put on the list as a make-up visitor,
 * unless the studio booked her.
 */
export function makeUpVisitCovered(
  marks: readonly TypedMark[],
  rules: MakeUpRules,
  session: MakeUpSession,
): boolean {
  if (!rules.enabled) return false;
  const others = marks.filter((m) => m.date <= session.date && !atSession(m, session));
  const visit: TypedMark = { ...session, status: "PRESENT", kind: "MAKEUP" };
  const without = makeUpCredits(others, rules, session.date).uncoveredVisits;
  return makeUpCredits([...others, visit], rules, session.date).uncoveredVisits === without;
}
