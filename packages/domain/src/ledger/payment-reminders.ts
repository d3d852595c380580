import { dueState, isDue } from "../billing/due-state";
import type { IsoDate } from "../calendar/date";
import { monthNamesByYear, type YearMonth } from "../calendar/month";
import type { GuardianRelationship } from "../enums/people";
import { formatCLP } from "../money/format";
import { isMinorOn } from "../people/minor";
import { whatsappDigits } from "../people/phone";
import { compareEs } from "../shared/compare-es";
import { groupBy } from "../shared/group-by";
import { joinEs } from "../shared/join-es";

// Payment reminders (issue 36): made once, from the ledger's owed charges, addressed to whoever
// pays (the paying guardian, or the adult student who pays for herself) in usted, one message
// per payer naming each of her students' months. The console's WhatsApp buttons only open
// what this builds; no screen writes its own reminder.

/** Something owed, as a reminder names it. */
export interface ReminderCharge {
  studentId: number;
  paymentMonth: YearMonth;
  dueDate: IsoDate;
  /** What remains to pay, surcharge included. */
  remainingAmount: number;
  /** The part of remainingAmount that is late surcharge. */
  surchargeOwed: number;
  /** An enrollment fee's name ("Matrícula 2026"); absent for a class month. */
  feeLabel?: string;
}

export interface ReminderStudentFacts {
  id: number;
  fullName: string;
  /** Her own phone (null when she has none or her data are blocked). */
  phone: string | null;
  birthDate: IsoDate | null;
}

/** One guardian of one student. */
export interface ReminderGuardianFacts {
  studentId: number;
  guardianId: number;
  fullName: string;
  phone: string | null;
  relationship: GuardianRelationship;
  isPayer: boolean;
}

/** The studio's wording (Configuración → Pagos). */
export interface ReminderTemplate {
  /** "Estimada/o": a word written "a/o" takes the payer's gender when it is on record. */
  greeting: string;
  /** "{estudio}" is replaced by the studio's name. */
  closing: string;
  studioName: string;
}

/** Who a student's reminders go to. */
export interface ReminderPayer {
  /** "guardian:12" or "student:5": students with the same key share one message. */
  key: string;
  kind: "guardian" | "student";
  id: number;
  name: string;
  phone: string | null;
  /** From the guardian's relationship (madre, padre); null when nothing recorded says it. */
  gender: "F" | "M" | null;
  /** The payer is the student herself (she is addressed as 'usted', not by her name). */
  self: boolean;
}

/**
 * Who pays for a student, for her reminders: her paying guardian; a minor with guardians but
 * none marked as payer (saved before the rule) goes to the first of them; an adult with no
 * paying guardian pays for herself; a minor with no guardian at all has nobody of age to
 * write to (phone null) until the desk adds one. A student a guardian pays for is never
 * written to at her own number.
 */
export function reminderPayerOf(
  student: ReminderStudentFacts,
  guardians: readonly ReminderGuardianFacts[],
  today: IsoDate,
): ReminderPayer {
  const own = guardians.filter((g) => g.studentId === student.id);
  const minor = isMinorOn(student.birthDate, today);
  const guardian = own.find((g) => g.isPayer) ?? (minor ? own[0] : undefined);
  if (guardian) {
    return {
      key: `guardian:${guardian.guardianId}`,
      kind: "guardian",
      id: guardian.guardianId,
      name: guardian.fullName,
      phone: guardian.phone || null,
      gender:
        guardian.relationship === "madre" ? "F" : guardian.relationship === "padre" ? "M" : null,
      // An adult's own payer record ('titular', decision 0065) is she herself.
      self: guardian.relationship === "titular",
    };
  }
  return {
    key: `student:${student.id}`,
    kind: "student",
    id: student.id,
    name: student.fullName,
    phone: minor ? null : student.phone || null,
    gender: null,
    self: true,
  };
}

/** One student's part of a reminder. */
export interface ReminderStudentPart {
  studentId: number;
  name: string;
  /** The class months owed, oldest first. */
  months: YearMonth[];
  /** The fees owed, by name ("Matrícula 2026"). */
  fees: string[];
  amount: number;
  /** The part of amount that is late surcharge. */
  surcharge: number;
}

/** A student's part not yet due, named apart as the next due date. */
export interface ReminderUpcomingPart extends ReminderStudentPart {
  /** The earliest due date among them. */
  dueDate: IsoDate;
}

/** Who a reminder is written to: a paying guardian, or an adult student who pays for herself. */
export const REMINDER_PAYER_KINDS = ["guardian", "student"] as const;

/** One message to one payer. */
export interface PaymentReminder {
  payerKey: string;
  payerKind: (typeof REMINDER_PAYER_KINDS)[number];
  payerId: number;
  payerName: string;
  phone: string | null;
  /** `https://wa.me/56…?text=…`, or null when there is no usable phone. */
  waUrl: string | null;
  text: string;
  /** What is due (today or before), per student. */
  students: ReminderStudentPart[];
  /** Σ students' amounts: only what is already due. */
  total: number;
  /** What is owed but not yet due, per student (próximo vencimiento). */
  upcoming: ReminderUpcomingPart[];
}

/**
 * Months named the Spanish way, each year said once after its months: "febrero, abril y mayo
 * de 2026", "noviembre y diciembre de 2025 y enero de 2026". Repeated months count once.
 */
export function monthListEs(months: readonly YearMonth[]): string {
  return joinEs(monthNamesByYear(months).map(([year, names]) => `${joinEs(names)} de ${year}`));
}

/**
 * The greeting with its "a/o" words ("Estimada/o", "Querido/a") in the payer's gender when it
 * is on record; as written otherwise (never guessed from a name).
 */
export function greetingFor(greeting: string, gender: "F" | "M" | null): string {
  if (!gender) return greeting.trim();
  return greeting
    .trim()
    .replace(/(\p{L}+?)([ao])\/([ao])(?!\p{L})/gu, (whole, stem: string, a: string, b: string) =>
      a === b ? whole : `${stem}${gender === "F" ? "a" : "o"}`,
    );
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** "febrero y marzo de 2026 y de la matrícula 2026". */
function whatOf(part: ReminderStudentPart): string {
  const months = part.months.length > 0 ? monthListEs(part.months) : "";
  const fees = joinEs(part.fees.map((f) => `la ${f.toLocaleLowerCase("es-CL")}`));
  if (months && fees) return `${months} y de ${fees}`;
  return months || fees;
}

function amountOf(part: ReminderStudentPart): string {
  const surcharge = part.surcharge > 0 ? `, incluye ${formatCLP(part.surcharge)} de recargo` : "";
  return `${formatCLP(part.amount)}${surcharge}`;
}

/**
 * The reminder's text: "Estimada Daniela: Rocío tiene pendiente el pago de febrero, abril y
 * mayo de 2026 ($96.000). Camila tiene pendiente el pago de marzo de 2026 ($32.000). Total
 * pendiente: $128.000. Próximo vencimiento: diciembre de 2026 de Rocío ($32.000), vence el
 * 10-12-2026. Si ya realizó el pago, …". The payer who is the student reads 'Usted'. Two
 * students with the same first name are named in full.
 */
export function paymentReminderText(facts: {
  payer: Pick<ReminderPayer, "name" | "gender" | "self">;
  students: readonly ReminderStudentPart[];
  upcoming: readonly ReminderUpcomingPart[];
  template: ReminderTemplate;
  today: IsoDate;
}): string {
  const { payer, template } = facts;
  const all = [...facts.students, ...facts.upcoming];
  const firstNames = new Map<number, string>();
  for (const s of all) firstNames.set(s.studentId, firstName(s.name));
  const repeated = (id: number) =>
    [...firstNames].some(([other, n]) => other !== id && n === firstNames.get(id));
  const nameOf = (s: ReminderStudentPart) =>
    repeated(s.studentId) ? s.name.trim() : firstName(s.name);

  const sentences: string[] = [];
  const greeting = greetingFor(template.greeting, payer.gender);
  const opening = `${greeting ? `${greeting} ` : ""}${firstName(payer.name)}:`;
  for (const s of facts.students) {
    const subject = payer.self ? "Usted" : nameOf(s);
    sentences.push(`${subject} tiene pendiente el pago de ${whatOf(s)} (${amountOf(s)}).`);
  }
  if (facts.students.length > 1) {
    const total = facts.students.reduce((sum, s) => sum + s.amount, 0);
    sentences.push(`Total pendiente: ${formatCLP(total)}.`);
  }
  if (facts.upcoming.length > 0) {
    const items = facts.upcoming.map((u) => {
      const whose = payer.self ? "" : ` de ${nameOf(u)}`;
      const when = dueState(u.dueDate, facts.today).label.toLocaleLowerCase("es-CL");
      return `${whatOf(u)}${whose} (${amountOf(u)}), ${when}`;
    });
    const title = items.length === 1 ? "Próximo vencimiento" : "Próximos vencimientos";
    sentences.push(`${title}: ${items.join("; ")}.`);
  }
  const closing = template.closing.replaceAll("{estudio}", template.studioName).trim();
  if (closing) sentences.push(closing);
  return `${opening} ${sentences.join(" ")}`;
}

/** `https://wa.me/56…?text=…` for a Chilean phone, or null when it is not one. */
export function whatsappUrl(phone: string | null | undefined, text: string): string | null {
  const digits = whatsappDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}

function addTo(parts: Map<number, ReminderUpcomingPart>, charge: ReminderCharge, name: string) {
  const part = parts.get(charge.studentId) ?? {
    studentId: charge.studentId,
    name,
    months: [],
    fees: [],
    amount: 0,
    surcharge: 0,
    dueDate: charge.dueDate,
  };
  if (charge.feeLabel !== undefined) {
    if (!part.fees.includes(charge.feeLabel)) part.fees.push(charge.feeLabel);
  } else if (!part.months.includes(charge.paymentMonth)) {
    part.months.push(charge.paymentMonth);
  }
  part.amount += charge.remainingAmount;
  part.surcharge += charge.surchargeOwed;
  if (charge.dueDate < part.dueDate) part.dueDate = charge.dueDate;
  parts.set(charge.studentId, part);
}

/** One payer's owed parts, before her message is written. */
export interface ReminderGroup {
  payer: ReminderPayer;
  /** What is due (today or before), per student, in name order. */
  due: ReminderStudentPart[];
  /** What is not yet due, per student, in name order. */
  upcoming: ReminderUpcomingPart[];
}

/**
 * Each payer's owed parts from what her students owe: the charges due today or before go in
 * 'pendiente', those not yet due apart; a payer owing nothing has no group. Students in name
 * order, their months oldest first.
 */
export function reminderGroupsOf(facts: {
  today: IsoDate;
  students: readonly ReminderStudentFacts[];
  guardians: readonly ReminderGuardianFacts[];
  charges: readonly ReminderCharge[];
  /** Only the groups that name one of these students (her sisters' parts included), when given. */
  onlyPayersOf?: ReadonlySet<number>;
}): ReminderGroup[] {
  const students = new Map(facts.students.map((s) => [s.id, s]));
  const guardiansOf = groupBy(facts.guardians, (g) => g.studentId);
  type Parts = {
    payer: ReminderPayer;
    due: Map<number, ReminderUpcomingPart>;
    upcoming: Map<number, ReminderUpcomingPart>;
  };
  const groups = new Map<string, Parts>();
  // A student's payer is worked out once, not once per owed month (a studio has thousands).
  const payers = new Map<number, ReminderPayer>();
  const payerOf = (student: ReminderStudentFacts) => {
    let payer = payers.get(student.id);
    if (!payer) {
      payer = reminderPayerOf(student, guardiansOf.get(student.id) ?? [], facts.today);
      payers.set(student.id, payer);
    }
    return payer;
  };
  const { onlyPayersOf } = facts;
  const wanted = onlyPayersOf && new Set<string>();
  if (onlyPayersOf && wanted) {
    // A payer is wanted when one of these students owes her something (a reminder names her).
    for (const charge of facts.charges) {
      const student = onlyPayersOf.has(charge.studentId) && students.get(charge.studentId);
      if (student && charge.remainingAmount > 0) wanted.add(payerOf(student).key);
    }
  }
  for (const charge of facts.charges) {
    if (charge.remainingAmount <= 0) continue;
    const student = students.get(charge.studentId);
    if (!student) continue;
    const payer = payerOf(student);
    if (wanted && !wanted.has(payer.key)) continue;
    const group = groups.get(payer.key) ?? { payer, due: new Map(), upcoming: new Map() };
    groups.set(payer.key, group);
    addTo(
      isDue(charge.dueDate, facts.today) ? group.due : group.upcoming,
      charge,
      student.fullName,
    );
  }
  const byName = (a: ReminderStudentPart, b: ReminderStudentPart) =>
    compareEs(a.name, b.name) || a.studentId - b.studentId;
  return [...groups.values()].map(({ payer, due, upcoming }) => ({
    payer,
    due: [...due.values()].sort(byName).map(({ dueDate: _d, ...part }) => ({
      ...part,
      months: part.months.sort(),
    })),
    upcoming: [...upcoming.values()].sort(byName).map((part) => ({
      ...part,
      months: part.months.sort(),
    })),
  }));
}

/** A payer's message from her owed parts, in the studio's wording. */
export function reminderOf(
  group: ReminderGroup,
  template: ReminderTemplate,
  today: IsoDate,
): PaymentReminder {
  const { payer, due, upcoming } = group;
  const text = paymentReminderText({ payer, students: due, upcoming, template, today });
  return {
    payerKey: payer.key,
    payerKind: payer.kind,
    payerId: payer.id,
    payerName: payer.name,
    phone: payer.phone,
    waUrl: whatsappUrl(payer.phone, text),
    text,
    students: due,
    total: due.reduce((sum, s) => sum + s.amount, 0),
    upcoming,
  };
}

/** Payers in name order (then by key), as every list of reminders is shown. */
export function comparePayers(a: PaymentReminder, b: PaymentReminder): number {
  return compareEs(a.payerName, b.payerName) || a.payerKey.localeCompare(b.payerKey);
}

/**
 * One reminder per payer from what her students owe: the charges due today or before go in
 * 'pendiente' (and the total), those not yet due are named apart as the next due date; a payer
 * owing nothing gets nothing. Payers in name order, their students in name order.
 */
export function buildPaymentReminders(facts: {
  today: IsoDate;
  template: ReminderTemplate;
  students: readonly ReminderStudentFacts[];
  guardians: readonly ReminderGuardianFacts[];
  charges: readonly ReminderCharge[];
}): PaymentReminder[] {
  return reminderGroupsOf(facts)
    .map((group) => reminderOf(group, facts.template, facts.today))
    .sort(comparePayers);
}
