// Generates a believable Chilean dance studio, deterministic for a given seed, straight into a
// migrated database. `npm run demo` uses the default size; the benchmark the large and huge studios.
import {
  addMonths,
  DAYS_OF_WEEK,
  type DayOfWeek,
  DEFAULT_BILLING_RULES,
  daysInMonth,
  expectedAmount,
  isLatePayment,
  rutCheckDigit,
} from "@nova/domain";
import { sql } from "kysely";
import { type Database, isPostgres } from "../apps/server/src/db/database.ts";
import { loadPaymentsWithoutTriggers } from "../apps/server/src/db/payment-totals.ts";
import { searchText, sortKey } from "../apps/server/src/lib/text-keys.ts";
import { guardianColumns } from "../apps/server/src/records/people/guardians.ts";

export interface StudioSize {
  students: number;
  teachers: number;
  classes: number;
  enrollments: number;
  months: number;
}

export const DEMO_SIZE: StudioSize = {
  students: 120,
  teachers: 6,
  classes: 12,
  enrollments: 190,
  months: 12,
};
export const LARGE_SIZE: StudioSize = {
  students: 2000,
  teachers: 12,
  classes: 60,
  enrollments: 3000,
  months: 24,
};

/**
 * Ten times the large studio: the benchmark measures how the figures grow with the studio
 * (docs/product/quality.md#api: within 10× of the large studio's).
 */
export const HUGE_SIZE: StudioSize = {
  students: 20_000,
  teachers: 120,
  classes: 600,
  enrollments: 30_000,
  months: 24,
};

/** A studio of `students` students shaped like the large one (the others scale with it). */
export function studioSizeOf(students: number): StudioSize {
  if (students === LARGE_SIZE.students) return LARGE_SIZE;
  if (students === HUGE_SIZE.students) return HUGE_SIZE;
  const scale = students / LARGE_SIZE.students;
  return {
    students,
    teachers: Math.max(1, Math.round(LARGE_SIZE.teachers * scale)),
    classes: Math.max(1, Math.round(LARGE_SIZE.classes * scale)),
    enrollments: Math.round(LARGE_SIZE.enrollments * scale),
    months: LARGE_SIZE.months,
  };
}

/** mulberry32: small, fast and good enough for demo data; the same seed gives the same studio. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEMALE = [
  "Sofía",
  "Isidora",
  "Florencia",
  "Agustina",
  "Valentina",
  "Martina",
  "Josefa",
  "Emilia",
  "Catalina",
  "Antonella",
  "Trinidad",
  "Fernanda",
  "Javiera",
  "Constanza",
  "Maite",
  "Amanda",
  "Renata",
  "Ignacia",
  "Antonia",
  "María José",
  "Camila",
  "Francisca",
  "Daniela",
  "Paz",
  "Rocío",
  "Belén",
  "Macarena",
  "Carolina",
  "Pía",
  "Montserrat",
];
const MALE = [
  "Benjamín",
  "Vicente",
  "Martín",
  "Matías",
  "Joaquín",
  "Agustín",
  "Tomás",
  "Lucas",
  "Cristóbal",
  "Maximiliano",
  "Felipe",
  "Diego",
  "Ignacio",
  "Sebastián",
  "Nicolás",
];
const SURNAMES = [
  "González",
  "Muñoz",
  "Rojas",
  "Díaz",
  "Pérez",
  "Soto",
  "Contreras",
  "Silva",
  "Martínez",
  "Sepúlveda",
  "Morales",
  "Rodríguez",
  "López",
  "Fuentes",
  "Hernández",
  "Torres",
  "Araya",
  "Flores",
  "Espinoza",
  "Valenzuela",
  "Castillo",
  "Tapia",
  "Reyes",
  "Gutiérrez",
  "Castro",
  "Pizarro",
  "Álvarez",
  "Vásquez",
  "Sánchez",
  "Fernández",
  "Ramírez",
  "Carrasco",
  "Gómez",
  "Cortés",
  "Herrera",
  "Núñez",
  "Jara",
  "Vergara",
  "Rivera",
  "Figueroa",
  "Riquelme",
  "Bravo",
  "Vera",
  "Cáceres",
  "Navarro",
];
const STREETS = [
  "Av. Providencia",
  "Av. Irarrázaval",
  "Los Leones",
  "Pedro de Valdivia",
  "Av. Grecia",
  "Manuel Montt",
  "Av. Italia",
  "José Domingo Cañas",
  "Av. Los Orientales",
  "Simón Bolívar",
  "Av. Ossa",
  "Dublé Almeyda",
];
const COMUNAS = [
  "Ñuñoa",
  "Providencia",
  "La Reina",
  "Macul",
  "Santiago",
  "Las Condes",
  "Peñalolén",
];

const CLASS_TEMPLATES: { type: string; names: string[]; price: number; description: string }[] = [
  {
    type: "BALLET",
    names: [
      "Ballet Clásico Inicial",
      "Ballet Clásico Intermedio",
      "Ballet Adultas",
      "Pre-ballet Niñas",
    ],
    price: 32000,
    description: "Técnica clásica, barra y centro, con música en vivo una vez al mes.",
  },
  {
    type: "JAZZ",
    names: ["Jazz Inicial", "Jazz Avanzado", "Jazz Lírico"],
    price: 28000,
    description: "Coreografías de jazz con énfasis en giros, saltos y musicalidad.",
  },
  {
    type: "HIP_HOP",
    names: ["Hip Hop Kids", "Hip Hop Juvenil", "Hip Hop Open Level"],
    price: 26000,
    description: "Bases de hip hop, grooves y freestyle en un ambiente relajado.",
  },
  {
    type: "CONTEMPORARY",
    names: ["Contemporáneo", "Contemporáneo Avanzado", "Danza Contemporánea Adultos"],
    price: 30000,
    description: "Trabajo de suelo, release e improvisación guiada.",
  },
  {
    type: "SALSA",
    names: ["Salsa Casino", "Salsa en Línea", "Salsa Parejas"],
    price: 25000,
    description: "Salsa para bailar en pareja o en rueda, desde el primer paso.",
  },
  {
    type: "BACHATA",
    names: ["Bachata Sensual", "Bachata Inicial", "Bachata Dominicana"],
    price: 25000,
    description: "Bachata con técnica de conexión, giros y musicalidad.",
  },
];

/**
 * Who each class is for (issue 40): the public page filters by age and the trial form offers
 * only the classes that take the age typed. [minAge, maxAge], null for no bound.
 */
const AGE_RANGES: Record<string, [number | null, number | null]> = {
  "Ballet Clásico Inicial": [7, 12],
  "Ballet Clásico Intermedio": [11, 17],
  "Ballet Adultas": [18, null],
  "Pre-ballet Niñas": [4, 6],
  "Jazz Inicial": [8, 14],
  "Jazz Avanzado": [14, null],
  "Jazz Lírico": [12, null],
  "Hip Hop Kids": [6, 11],
  "Hip Hop Juvenil": [12, 17],
  "Hip Hop Open Level": [15, null],
  Contemporáneo: [14, null],
  "Contemporáneo Avanzado": [16, null],
  "Danza Contemporánea Adultos": [18, null],
};
/** Partner dances are for adults. */
const ADULT_RANGE: [number, null] = [18, null];

const pad = (n: number) => String(n).padStart(2, "0");

/** A record as the demo creates it: created and last changed at `stamp`, not deleted. */
const liveSince = (stamp: string) => ({ created_at: stamp, updated_at: stamp, deleted_at: null });

/** The first word of a name as the demo's e-mail addresses start with it: lowercase, no accents. */
const emailWord = (name: string) =>
  (name.split(" ")[0] ?? "")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

// Rows per INSERT: few statements make a 20,000-student seed fast on both engines, and 1,500
// rows of the widest table (15 columns) stay under SQLite's 32,766 and PostgreSQL's 65,535
// bound parameters.
const INSERT_ROWS = 1500;

/** Fills an empty, migrated database; `today` anchors the 12 (or N) months of payments. */
export async function seedStudio(
  db: Database,
  options: { size: StudioSize; seed: number; today: string },
) {
  const random = rng(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const stamp = `${options.today}T12:00:00.000Z`;
  const currentMonth = options.today.slice(0, 7);
  const firstMonth = addMonths(currentMonth, -(options.size.months - 1));
  const { size } = options;

  await db.transaction().execute(async (trx) => {
    // Teachers: the first one owns the studio.
    const teacherIds: number[] = [];
    for (let i = 0; i < size.teachers; i++) {
      const firstName = pick(FEMALE);
      const lastName = `${pick(SURNAMES)} ${pick(SURNAMES)}`;
      const email = `${emailWord(firstName)}.${i + 1}@novadanza.cl`;
      const row = await trx
        .insertInto("teachers")
        .values({
          first_name: firstName,
          last_name: lastName,
          email,
          phone: `+56 9 ${int(5000, 9999)} ${int(1000, 9999)}`,
          address: i === 0 ? `${pick(STREETS)} ${int(100, 4999)}, ${pick(COMUNAS)}` : null,
          is_studio_owner: i === 0 ? 1 : 0,
          search_text: searchText(firstName, lastName, email),
          sort_key: sortKey(lastName, firstName),
          ...liveSince(stamp),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("teacher_status_changes")
        .values({
          teacher_id: row.id,
          effective_from: `${firstMonth}-01`,
          is_studio_owner: i === 0 ? 1 : 0,
          recorded_at: stamp,
        })
        .execute();
      teacherIds.push(row.id);
    }

    // Classes of the six types with one to three weekly schedules.
    const classes: {
      id: number;
      price: number;
      max: number;
      minAge: number | null;
      maxAge: number | null;
    }[] = [];
    for (let i = 0; i < size.classes; i++) {
      const template = CLASS_TEMPLATES[
        i % CLASS_TEMPLATES.length
      ] as (typeof CLASS_TEMPLATES)[number];
      const round = Math.floor(i / CLASS_TEMPLATES.length);
      const baseName = template.names[round % template.names.length] as string;
      const name =
        round >= template.names.length
          ? `${baseName} ${Math.floor(round / template.names.length) + 1}`
          : baseName;
      // A large studio has big rooms: capacity follows the planned enrollments per class.
      const perClass = size.enrollments / size.classes;
      const max =
        perClass > 18 ? Math.ceil(perClass * pick([1.1, 1.2, 1.3])) : pick([12, 15, 18, 20, 25]);
      const price = template.price + pick([0, 0, 2000, -1000]);
      const status = i === size.classes - 1 ? "scheduled" : "active";
      const [minAge, maxAge] = AGE_RANGES[baseName] ?? ADULT_RANGE;
      const row = await trx
        .insertInto("classes")
        .values({
          name,
          description: template.description,
          type: template.type,
          status,
          price,
          duration_hours: pick([1, 1.5, 1.5, 2]),
          max_students: max,
          min_age: minAge,
          max_age: maxAge,
          search_text: searchText(name),
          ...liveSince(stamp),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      classes.push({ id: row.id, price, max, minAge, maxAge });
      const days = new Set<DayOfWeek>();
      const count = int(1, 3);
      while (days.size < count) days.add(DAYS_OF_WEEK[int(0, 5)] as DayOfWeek);
      const drawnHour = pick([9, 10, 11, 17, 18, 19, 20]);
      // Children and teenagers are at school in the morning and home early: 17:00 or 18:00.
      const hour = maxAge !== null && maxAge < 18 ? (drawnHour < 18 ? 17 : 18) : drawnHour;
      const minute = pick([0, 0, 30, 15]);
      for (const day of days) {
        await trx
          .insertInto("class_schedules")
          .values({ class_id: row.id, day_of_week: day, start_hour: hour, start_minute: minute })
          .execute();
      }
      // One or two teachers per class, since the studio's first month; the owner teaches a few.
      const assign = (teacherId: number) =>
        trx
          .insertInto("teacher_assignments")
          .values({
            class_id: row.id,
            teacher_id: teacherId,
            assigned_from: `${firstMonth}-01`,
            ended_on: null,
            assigned_at: stamp,
          })
          .execute();
      await assign(teacherIds[i % teacherIds.length] as number);
      if (i % 5 === 2 && teacherIds.length > 1) {
        await assign(teacherIds[(i + 1) % teacherIds.length] as number);
      }
    }

    // Students with RUTs, +56 9 phones and birthdays spread over the year.
    const studentIds: number[] = [];
    const studentRows = [];
    /** Each student's age this year, in the order of studentRows (issue 40: classes by age). */
    const ages: number[] = [];
    const rutBodies = new Set<number>();
    for (let i = 0; i < size.students; i++) {
      const female = random() < 0.8;
      const firstName = pick(female ? FEMALE : MALE);
      const lastName = `${pick(SURNAMES)} ${pick(SURNAMES)}`;
      // About 60 % minors (born 2009-2018), the rest adults born 1980-2006, from one draw so the
      // rest of the studio stays as it was before families came (issue 26).
      const drawn = int(1975, 2018) - 1975;
      const birthYear = drawn < 26 ? 2009 + (drawn % 10) : 1980 + Math.floor((drawn - 26) * 1.5);
      ages.push(Number(options.today.slice(0, 4)) - birthYear);
      const birthMonth = int(1, 12);
      const birthDay = int(1, Math.min(28, daysInMonth(`${birthYear}-${pad(birthMonth)}`)));
      // RUTs are unique: a large studio draws enough of them to collide, so draw again then.
      let rutBody = 0;
      do {
        rutBody = birthYear >= 2005 ? int(21_000_000, 26_000_000) : int(9_000_000, 20_999_999);
      } while (rutBodies.has(rutBody));
      rutBodies.add(rutBody);
      const dni = `${rutBody}-${rutCheckDigit(String(rutBody))}`;
      const missingData = random() < 0.08;
      const email = missingData
        ? null
        : `${emailWord(firstName)}.${emailWord(lastName)}${i}@correo.cl`;
      const guardian = `${pick(FEMALE)} ${lastName.split(" ")[0]}`;
      studentRows.push({
        first_name: firstName,
        last_name: lastName,
        email,
        phone: missingData ? null : `+56 9 ${int(5000, 9999)} ${int(1000, 9999)}`,
        dni,
        birth_date: `${birthYear}-${pad(birthMonth)}-${pad(birthDay)}`,
        address: `${pick(STREETS)} ${int(100, 4999)}, ${pick(COMUNAS)}`,
        emergency_contact_name: missingData ? null : guardian,
        emergency_contact_phone: missingData ? null : `+56 9 ${int(5000, 9999)} ${int(1000, 9999)}`,
        status: (random() < 0.93 ? "active" : "inactive") as "active" | "inactive",
        search_text: searchText(firstName, lastName, email, dni),
        sort_key: sortKey(lastName, firstName),
        ...liveSince(stamp),
      });
    }
    const families = planFamilies(studentRows, options, rutBodies);
    for (let i = 0; i < studentRows.length; i += INSERT_ROWS) {
      const rows = await trx
        .insertInto("students")
        .values(studentRows.slice(i, i + INSERT_ROWS))
        .returning("id")
        .execute();
      studentIds.push(...rows.map((r) => r.id));
    }
    await insertFamilies(trx, families, studentIds, stamp);

    // Enrollments: each class up to its capacity; some started recently, a few ended.
    const enrolledPerClass = new Map<number, number>();
    const ageOf = new Map(studentIds.map((id, i) => [id, ages[i] ?? 30]));
    const taken = new Set<string>();
    const enrollments: {
      studentId: number;
      classId: number;
      start: string;
      end: string | null;
      price: number;
    }[] = [];
    let guard = 0;
    while (enrollments.length < size.enrollments && guard++ < size.enrollments * 20) {
      const cls = pick(classes);
      const studentId = pick(studentIds);
      const key = `${studentId}:${cls.id}`;
      // Nobody in a class not for her age: a child in Bachata, an adult in Hip Hop Kids.
      const age = ageOf.get(studentId) ?? 30;
      if ((cls.minAge !== null && age < cls.minAge) || (cls.maxAge !== null && age > cls.maxAge)) {
        continue;
      }
      if (taken.has(key) || (enrolledPerClass.get(cls.id) ?? 0) >= cls.max) continue;
      taken.add(key);
      const startMonth = addMonths(firstMonth, random() < 0.6 ? 0 : int(0, size.months - 1));
      const start = `${startMonth}-${pad(int(1, 28))}`;
      const ends = random() < 0.08;
      const endMonth = ends ? addMonths(startMonth, int(1, size.months)) : null;
      const end = endMonth && endMonth <= currentMonth ? `${endMonth}-${pad(int(1, 28))}` : null;
      if (!end) enrolledPerClass.set(cls.id, (enrolledPerClass.get(cls.id) ?? 0) + 1);
      enrollments.push({ studentId, classId: cls.id, start, end, price: cls.price });
    }
    for (let i = 0; i < enrollments.length; i += INSERT_ROWS) {
      await trx
        .insertInto("enrollments")
        .values(
          enrollments.slice(i, i + INSERT_ROWS).map((e) => ({
            student_id: e.studentId,
            class_id: e.classId,
            enrollment_date: e.start,
            ended_on: e.end,
            notes: null,
          })),
        )
        .execute();
    }

    // Payments: most months paid on time, some late (with the surcharge), some still owed.
    const rules = DEFAULT_BILLING_RULES;
    const payments = [];
    for (const e of enrollments) {
      for (let m = e.start.slice(0, 7); m <= currentMonth; m = addMonths(m, 1)) {
        if (e.end && m >= e.end.slice(0, 7)) break;
        const roll = random();
        const isCurrent = m === currentMonth;
        if (roll < (isCurrent ? 0.35 : 0.06)) continue; // still owed
        const lateRoll = random() < 0.12;
        let day = lateRoll ? int(11, daysInMonth(m)) : int(1, 10);
        let date = `${m}-${pad(day)}`;
        if (date > options.today) {
          day = Math.min(Number(options.today.slice(8, 10)), day);
          date = `${m}-${pad(day)}`;
        }
        const late = isLatePayment(date, m, rules);
        const amount = expectedAmount(e.price, late, rules.lateFeePercentage);
        payments.push({
          student_id: e.studentId,
          class_id: e.classId,
          amount,
          payment_month: m,
          payment_date: date,
          payment_method: pick(["EFECTIVO", "TRANSFERENCIA", "TRANSFERENCIA", "TARJETA"]),
          notes: late ? "Pago con recargo por atraso" : null,
          is_late_payment: (late ? 1 : 0) as 0 | 1,
          created_by: null,
          created_at: `${date}T15:00:00.000Z`,
          deleted_at: null,
          deleted_by: null,
        });
      }
    }
    // Receipt numbers in the order the payments were taken, as the studio would have issued them;
    // the counter then continues after the last one.
    payments.sort((a, b) =>
      a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0,
    );
    // Each payment a receipt of its own (issue 25), its id and number the payment's position.
    const numbered = payments.map((p, i) => ({
      ...p,
      receipt_number: i + 1,
      receipt_id: i + 1,
      void_reason: null,
    }));
    const insertPayments = async () => {
      for (let i = 0; i < numbered.length; i += INSERT_ROWS) {
        await trx
          .insertInto("receipts")
          .values(
            numbered.slice(i, i + INSERT_ROWS).map((p) => ({
              id: p.receipt_id,
              number: p.receipt_number,
              payment_date: p.payment_date,
              payment_method: p.payment_method,
              total: p.amount,
              notes: p.notes,
              tax_document_number: null,
              created_by: null,
              created_at: p.created_at,
            })),
          )
          .execute();
        await trx
          .insertInto("payments")
          .values(numbered.slice(i, i + INSERT_ROWS))
          .execute();
      }
    };
    // PostgreSQL: with the totals' triggers off, added up once after (db/payment-totals.ts).
    const postgres = isPostgres(db);
    if (postgres) await loadPaymentsWithoutTriggers(trx, insertPayments);
    else await insertPayments();
    if (postgres) {
      await sql`select setval(pg_get_serial_sequence('receipts', 'id'), ${numbered.length + 1}, false)`.execute(
        trx,
      );
    }
    await trx
      .updateTable("counters")
      .set({ value: numbered.length })
      .where("name", "=", "receipt")
      .execute();
  });
}

/** A guardian of the demo studio and the students (by position in the seed) she looks after. */
interface DemoFamily {
  guardian: Parameters<typeof guardianColumns>[0];
  relationship: "madre" | "padre" | "tutor";
  children: number[];
  /** A second guardian (the father) who does not pay, for some families. */
  second: Parameters<typeof guardianColumns>[0] | null;
}

/**
 * Families for the minors of the seed: each minor gets a paying guardian (mostly the mother);
 * about a third of them join the family before them as a sibling (sharing its surname). Drawn
 * from its own random stream so the rest of the studio is unchanged. Mutates the sibling rows'
 * surname.
 */
function planFamilies(
  rows: {
    last_name: string;
    first_name: string;
    email: string | null;
    dni: string | null;
    birth_date: string | null;
    search_text: string;
    sort_key: string;
  }[],
  options: { seed: number; today: string },
  rutBodies: Set<number>,
): DemoFamily[] {
  const random = rng(options.seed * 31 + 26);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const adultCutoff = `${Number(options.today.slice(0, 4)) - 18}${options.today.slice(4)}`;
  const families: DemoFamily[] = [];
  let previous: { family: DemoFamily; lastName: string } | null = null;
  const person = (firstNames: readonly string[], surname: string) => {
    let rutBody = 0;
    do rutBody = int(8_000_000, 20_999_999);
    while (rutBodies.has(rutBody));
    rutBodies.add(rutBody);
    const firstName = pick(firstNames);
    return {
      fullName: `${firstName} ${surname} ${pick(SURNAMES)}`,
      rut: `${rutBody}-${rutCheckDigit(String(rutBody))}`,
      phone: `+56 9 ${int(5000, 9999)} ${int(1000, 9999)}`,
      email: `${emailWord(firstName)}.${rutBody % 10_000}@correo.cl`,
      address: `${pick(STREETS)} ${int(100, 4999)}, ${pick(COMUNAS)}`,
    };
  };
  rows.forEach((row, index) => {
    if (!row.birth_date || row.birth_date <= adultCutoff) return;
    if (previous && random() < 0.35) {
      // A sibling: same family, same surnames.
      row.last_name = previous.lastName;
      row.search_text = searchText(row.first_name, row.last_name, row.email, row.dni);
      row.sort_key = sortKey(row.last_name, row.first_name);
      previous.family.children.push(index);
      return;
    }
    const surname = row.last_name.split(" ")[0] ?? row.last_name;
    const mother = random() < 0.8;
    const family: DemoFamily = {
      guardian: person(mother ? FEMALE : MALE, surname),
      relationship: random() < 0.05 ? "tutor" : mother ? "madre" : "padre",
      children: [index],
      second: mother && random() < 0.3 ? person(MALE, surname) : null,
    };
    families.push(family);
    previous = { family, lastName: row.last_name };
  });
  return families;
}

/** Writes the planned guardians and their links (the first guardian pays). */
async function insertFamilies(
  db: Database,
  families: readonly DemoFamily[],
  studentIds: readonly number[],
  stamp: string,
) {
  const people = families.flatMap((f) => (f.second ? [f.guardian, f.second] : [f.guardian]));
  const guardianIds: number[] = [];
  for (let i = 0; i < people.length; i += INSERT_ROWS) {
    const rows = await db
      .insertInto("guardians")
      .values(
        people.slice(i, i + INSERT_ROWS).map((g) => ({
          ...guardianColumns(g),
          ...liveSince(stamp),
        })),
      )
      .returning("id")
      .execute();
    guardianIds.push(...rows.map((r) => r.id));
  }
  const links = [];
  let next = 0;
  for (const family of families) {
    const payer = guardianIds[next++] as number;
    const second = family.second ? (guardianIds[next++] as number) : null;
    for (const child of family.children) {
      const studentId = studentIds[child] as number;
      links.push({
        student_id: studentId,
        guardian_id: payer,
        relationship: family.relationship,
        is_payer: 1 as const,
        created_at: stamp,
      });
      if (second !== null) {
        links.push({
          student_id: studentId,
          guardian_id: second,
          relationship: "padre" as const,
          is_payer: 0 as const,
          created_at: stamp,
        });
      }
    }
  }
  for (let i = 0; i < links.length; i += INSERT_ROWS) {
    await db
      .insertInto("student_guardians")
      .values(links.slice(i, i + INSERT_ROWS))
      .execute();
  }
}
