import { describe, expect, it } from "vitest";
import {
  CLASS_TYPES,
  classStatusLabel,
  classTypeLabel,
  isPublicClassStatus,
  NO_CLASS_TYPE_LABEL,
} from "./class";
import { DURATION_OPTIONS, FALLBACK_CLASS_PRICE, START_HOURS, START_MINUTES } from "./constants";
import { DAYS_OF_WEEK, dayFromLabel, dayIndex, dayLabel, isDayOfWeek } from "./days";
import {
  MONTH_PAYMENT_STATE_LABELS,
  OWED_STATUS_LABELS,
  OWED_STATUSES,
  PAYMENT_METHODS,
  paymentMethodLabel,
  paymentStatusLabel,
} from "./payment";
import {
  enrollmentStatusLabel,
  studentStatusLabel,
  TEACHER_FILTER_LABELS,
  teacherRoleLabel,
  USER_ROLE_LABELS,
  USER_ROLES,
} from "./people";
import { BACKUP_FREQUENCY_LABELS, PERIOD_LABELS } from "./period";

// Each row: a list of codes, how it is labelled, and its labels in the list's order.
describe.each([
  {
    codes: "days of the week",
    labels: DAYS_OF_WEEK.map(dayLabel),
    expected: ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado", "Domingo"],
  },
  {
    codes: "class types",
    labels: CLASS_TYPES.map(classTypeLabel),
    expected: ["Ballet Clásico", "Jazz", "Hip Hop", "Contemporáneo", "Salsa", "Bachata"],
  },
  {
    codes: "payment methods",
    labels: PAYMENT_METHODS.map(paymentMethodLabel),
    expected: ["Efectivo", "Transferencia", "Tarjeta"],
  },
  {
    codes: "owed statuses",
    labels: OWED_STATUSES.map((status) => OWED_STATUS_LABELS[status]),
    expected: ["Pendiente", "Parcial"],
  },
])("the labels of the $codes", ({ labels, expected }) => {
  it("follow the list", () => {
    expect(labels).toEqual(expected);
  });
});

describe("weekdays", () => {
  it("maps MONDAY..SUNDAY to Lunes..Domingo and back", () => {
    for (const day of DAYS_OF_WEEK) expect(dayFromLabel(dayLabel(day))).toBe(day);
  });

  it("reads day names without accents or case, and keys", () => {
    expect(dayFromLabel("miercoles")).toBe("WEDNESDAY");
    expect(dayFromLabel(" SÁBADO ")).toBe("SATURDAY");
    expect(dayFromLabel("sunday")).toBe("SUNDAY");
    expect(dayFromLabel("Feriado")).toBeNull();
  });

  it("recognises and orders days", () => {
    expect(isDayOfWeek("FRIDAY")).toBe(true);
    expect(isDayOfWeek("Viernes")).toBe(false);
    expect(isDayOfWeek(5)).toBe(false);
    expect(dayIndex("MONDAY")).toBe(0);
    expect(dayIndex("SUNDAY")).toBe(6);
  });
});

describe("class labels", () => {
  it("labels a class without type, or of a type it does not know", () => {
    expect(classTypeLabel(null)).toBe(NO_CLASS_TYPE_LABEL);
    expect(classTypeLabel("TANGO")).toBe("TANGO");
  });

  it("labels class statuses, missing ones as 'Sin estado'", () => {
    expect(classStatusLabel("active")).toBe("Activa");
    expect(classStatusLabel("scheduled")).toBe("Programada");
    expect(classStatusLabel("cancelled")).toBe("Cancelada");
    expect(classStatusLabel("completed")).toBe("Completada");
    expect(classStatusLabel(undefined)).toBe("Sin estado");
    expect(classStatusLabel(null)).toBe("Sin estado");
    expect(classStatusLabel("archived")).toBe("Sin estado");
  });

  it("publishes active and scheduled classes only", () => {
    expect(isPublicClassStatus("active")).toBe(true);
    expect(isPublicClassStatus("scheduled")).toBe(true);
    expect(isPublicClassStatus("cancelled")).toBe(false);
    expect(isPublicClassStatus(null)).toBe(false);
  });
});

describe("payment labels", () => {
  it("labels methods, cheque included for the settings", () => {
    expect(paymentMethodLabel("CHEQUE")).toBe("Cheque");
    expect(paymentMethodLabel("FLOW")).toBe("Flow (en línea)");
    expect(paymentMethodLabel("BITCOIN")).toBe("BITCOIN");
    expect(paymentMethodLabel(null)).toBe("");
  });

  it("labels payment statuses and month states", () => {
    expect(paymentStatusLabel("PENDING")).toBe("Pendiente");
    expect(paymentStatusLabel("PAID")).toBe("Pagado");
    expect(paymentStatusLabel("LATE")).toBe("Pagado con atraso");
    expect(MONTH_PAYMENT_STATE_LABELS.NOT_ELIGIBLE).toBe("No corresponde");
  });
});

describe("people labels", () => {
  it("labels student and enrollment statuses and teacher roles", () => {
    expect(studentStatusLabel("inactive")).toBe("Inactivo");
    expect(studentStatusLabel("suspended")).toBe("Suspendido");
    expect(studentStatusLabel(undefined)).toBe("Activo");
    expect(enrollmentStatusLabel(true)).toBe("Activa");
    expect(enrollmentStatusLabel(false)).toBe("Inactiva");
    // One name per role on every screen (issue 25 #10): Propietaria and Instructora.
    expect(teacherRoleLabel(true)).toBe("Propietaria");
    expect(teacherRoleLabel(false)).toBe("Instructora");
    expect(TEACHER_FILTER_LABELS).toEqual({
      all: "Todas",
      owners: "Propietarias",
      instructors: "Instructoras",
    });
    expect(USER_ROLES.map((role) => USER_ROLE_LABELS[role])).toEqual([
      "Administradora",
      "Recepción",
    ]);
  });

  it("labels periods and backup frequencies", () => {
    expect(PERIOD_LABELS.quarter).toBe("Trimestre");
    expect(BACKUP_FREQUENCY_LABELS.weekly).toBe("Semanal");
  });
});

describe("constants", () => {
  it("offers the schedule options of the class form", () => {
    expect(START_HOURS[0]).toBe(6);
    expect(START_HOURS.at(-1)).toBe(23);
    expect(START_HOURS).toHaveLength(18);
    expect(START_MINUTES).toEqual([0, 15, 30, 45]);
    expect(DURATION_OPTIONS).toEqual([1, 1.5, 2, 2.5]);
    expect(FALLBACK_CLASS_PRICE).toBe(25_000);
  });
});
