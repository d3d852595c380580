import {
  ADULT_AGE,
  classFitsAge,
  DAY_LABELS,
  dayOfWeekOf,
  MONTH_NAMES_ES,
  parseDate,
} from "@nova/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "@/lib/api-client";
import type { PublicSiteClass } from "../api/get-public-site";
import { ageRange } from "./class-card";

// The trial-class request of the public page: a native <dialog> (no console primitives, to keep
// the page light), speaking tú to the adult filling it in. It asks first who the class is for:
// a mother asking for her daughter gives her daughter's name and age and her own name and phone
// (issue 40). Every field is checked at once with the schema the server uses, loaded when the
// dialog opens; each message shows beside its field and the first wrong field takes the focus.
// The hidden "website" field is the honeypot; the time the form was open goes with it (the
// server refuses a form sent in under three seconds).

const inputClass =
  "mt-1 block h-11 w-full min-w-0 rounded-lg border border-line-strong/60 bg-surface px-3 text-base text-ink shadow-xs focus:border-accent focus:outline-2 focus:outline-accent/40 aria-invalid:border-danger";
const labelClass = "block text-sm font-medium text-ink";

type Errors = Partial<Record<string, string>>;
type ForWhom = "self" | "child";

const loadSchema = () => import("../trial-schema");

/** "Viernes 4 de diciembre": the trial days are all within four weeks, the year goes without saying. */
function sessionLabel(date: string): string {
  const { month, day } = parseDate(date);
  return `${DAY_LABELS[dayOfWeekOf(date)]} ${day} de ${MONTH_NAMES_ES[month - 1]}`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function TrialDialog({
  classes,
  chosen,
  onClose,
}: {
  classes: PublicSiteClass[];
  /** The class whose button opened it, or null (the hero's button). */
  chosen: PublicSiteClass | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const openedAt = useRef(Date.now());
  const [forWhom, setForWhom] = useState<ForWhom | null>(null);
  const [classId, setClassId] = useState<number | null>(chosen?.id ?? classes[0]?.id ?? null);
  const [age, setAge] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [focusFirst, setFocusFirst] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ thanks: string; whose: string; waitlist: boolean } | null>(
    null,
  );
  const id = useId();
  const child = forWhom === "child";
  const ageNumber = age === "" ? null : Number(age);
  // Only the classes that take the age typed (all of them until one is typed).
  const offered =
    ageNumber === null || ageNumber < 2
      ? classes
      : classes.filter((c) => classFitsAge(c, ageNumber));
  const current = offered.find((c) => c.id === classId) ?? offered[0] ?? null;
  const minorOnOwn = !child && ageNumber !== null && ageNumber < ADULT_AGE;

  useEffect(() => {
    ref.current?.showModal();
    // The schema is needed on the first "Enviar": fetched while the visitor types.
    void loadSchema();
  }, []);

  // After a refusal is drawn: the first field with a message (in the form's order) takes the focus.
  useEffect(() => {
    if (focusFirst === 0) return;
    const form = formRef.current;
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const name = element.getAttribute("name");
      if (name && errors[name] && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
    form.querySelector<HTMLElement>("[data-form-error]")?.focus();
  }, [focusFirst, errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read now: React clears `currentTarget` once the handler yields at an await.
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const phone = text("phone");
    const body = {
      forWhom,
      classId: current?.id ?? 0,
      sessionDate: text("sessionDate"),
      name: text("name"),
      phone,
      email: text("email") || null,
      age: ageNumber,
      guardianName: child || minorOnOwn ? text("guardianName") || null : null,
      guardianPhone: minorOnOwn ? text("guardianPhone") || null : null,
      consent: form.get("consent") === "on",
      message: text("message") || null,
      website: text("website"),
      fillMs: Date.now() - openedAt.current,
      waitlist: Boolean(current?.waitlist),
    };
    const refuse = (found: Errors) => {
      setErrors(found);
      setFocusFirst((n) => n + 1);
    };
    setSending(true);
    try {
      const { trialRequestInputSchema } = await loadSchema();
      const checked = trialRequestInputSchema.safeParse(body);
      if (!checked.success) {
        const found: Errors = {};
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0] ?? "form");
          // The fill time is the server's to judge (it answers with its own message).
          if (field !== "fillMs") found[field] ??= issue.message;
        }
        if (!current) found.classId = "No tenemos clases para esa edad por ahora: escríbenos.";
        if (Object.keys(found).length > 0) {
          refuse(found);
          return;
        }
      }
      setErrors({});
      await api.post("/api/public/trial-requests", body);
      setDone({
        thanks: firstName(child ? (body.guardianName ?? "") : body.name),
        whose: child ? firstName(body.name) : "",
        waitlist: body.waitlist,
      });
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        refuse({ [error.field]: error.message });
      } else {
        refuse({
          form:
            error instanceof ApiError && error.status === 429
              ? error.message
              : "No pudimos enviar la solicitud. Revisa tu conexión e inténtalo de nuevo.",
        });
      }
    } finally {
      setSending(false);
    }
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger-text">
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  const invalid = (name: string) => (errors[name] ? true : undefined);

  const nameField = (
    <div>
      <label htmlFor={`${id}-name`} className={labelClass}>
        {child ? "Nombre y apellido de tu hijo o hija" : "Tu nombre y apellido"}
      </label>
      <input
        id={`${id}-name`}
        name="name"
        autoComplete={child ? "off" : "name"}
        className={inputClass}
        aria-invalid={invalid("name")}
        aria-describedby={describedBy("name")}
      />
      {fieldError("name")}
    </div>
  );
  const ageField = (
    <div>
      <label htmlFor={`${id}-age`} className={labelClass}>
        {child ? "Su edad" : "Tu edad"}
      </label>
      <input
        id={`${id}-age`}
        name="age"
        inputMode="numeric"
        className={inputClass}
        value={age}
        onChange={(e) => setAge(e.target.value.replace(/\D/g, "").slice(0, 2))}
        aria-invalid={invalid("age")}
        aria-describedby={describedBy("age")}
      />
      {fieldError("age")}
    </div>
  );

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[92dvh] w-[min(36rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-4 sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold">
            {done
              ? "Recibimos tu solicitud"
              : current?.waitlist
                ? "Lista de espera"
                : "Reservar clase de prueba"}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink"
            aria-label="Cerrar"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {done ? (
          <div className="mt-4 space-y-3 text-ink-muted" role="status">
            <p>
              ¡Gracias{done.thanks ? `, ${done.thanks}` : ""}!{" "}
              {done.waitlist
                ? `${done.whose ? `${done.whose} quedó` : "Quedaste"} en la lista de espera. Te escribiremos por WhatsApp apenas se libere un cupo.`
                : `Te escribiremos por WhatsApp en los próximos días para confirmar ${done.whose ? `la clase de prueba de ${done.whose}` : "tu clase de prueba"}.`}
            </p>
            <p>
              La clase de prueba es gratis: basta venir con ropa cómoda y llegar 10 minutos antes.
            </p>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="mt-2 inline-flex h-11 items-center rounded-lg bg-accent px-5 font-medium text-accent-ink hover:bg-accent-hover"
            >
              Listo
            </button>
          </div>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={submit}
            // A field's message goes once the visitor changes it.
            onChange={(event) => {
              const target = event.target as unknown as { name?: unknown };
              const name = typeof target.name === "string" ? target.name : "";
              if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
            }}
            className="mt-4 space-y-4"
          >
            {errors.form && (
              <p
                role="alert"
                tabIndex={-1}
                data-form-error
                className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text"
              >
                {errors.form}
              </p>
            )}
            <fieldset aria-describedby={describedBy("forWhom")}>
              <legend className={labelClass}>¿Para quién es la clase?</legend>
              <div className="mt-1 grid grid-cols-2 gap-2">
                {(
                  [
                    ["self", "Para mí"],
                    ["child", "Para mi hijo o hija"],
                  ] as const
                ).map(([value, label]) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line-strong/60 px-3 py-2 text-sm font-medium text-ink has-checked:border-accent has-checked:bg-accent-soft"
                  >
                    <input
                      type="radio"
                      name="forWhom"
                      value={value}
                      checked={forWhom === value}
                      onChange={() => setForWhom(value)}
                      aria-invalid={invalid("forWhom")}
                      className="size-4 shrink-0 accent-accent"
                    />
                    {label}
                  </label>
                ))}
              </div>
              {fieldError("forWhom")}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem]">
              {nameField}
              {ageField}
            </div>
            <div>
              <label htmlFor={`${id}-class`} className={labelClass}>
                Clase
              </label>
              <select
                id={`${id}-class`}
                name="classId"
                className={inputClass}
                value={current?.id ?? ""}
                onChange={(e) => setClassId(Number(e.target.value))}
                aria-invalid={invalid("classId")}
                aria-describedby={describedBy("classId")}
              >
                {offered.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.waitlist ? " (lista de espera)" : ""}
                  </option>
                ))}
              </select>
              {current && ageRange(current.minAge, current.maxAge) && (
                <p className="mt-1 text-sm text-ink-muted">
                  {ageRange(current.minAge, current.maxAge)}.
                </p>
              )}
              {offered.length < classes.length && ageNumber !== null && (
                <p className="mt-1 text-sm text-ink-muted">
                  {offered.length === 0
                    ? `Por ahora no tenemos clases para ${ageNumber} años. Escríbenos y te avisamos.`
                    : `Solo las clases para ${ageNumber} años.`}
                </p>
              )}
              {fieldError("classId")}
            </div>
            <div>
              <label htmlFor={`${id}-session`} className={labelClass}>
                {current?.waitlist ? "Desde qué día podría venir" : "Día de la clase de prueba"}
              </label>
              <select
                id={`${id}-session`}
                name="sessionDate"
                key={current?.id ?? 0}
                className={inputClass}
                aria-invalid={invalid("sessionDate")}
                aria-describedby={describedBy("sessionDate")}
              >
                {(current?.nextSessions ?? []).map((date) => (
                  <option key={date} value={date}>
                    {sessionLabel(date)}
                  </option>
                ))}
              </select>
              {fieldError("sessionDate")}
            </div>
            {child && (
              <div>
                <label htmlFor={`${id}-gname`} className={labelClass}>
                  Tu nombre
                </label>
                <input
                  id={`${id}-gname`}
                  name="guardianName"
                  autoComplete="name"
                  className={inputClass}
                  aria-invalid={invalid("guardianName")}
                  aria-describedby={describedBy("guardianName")}
                />
                {fieldError("guardianName")}
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-phone`} className={labelClass}>
                  Tu teléfono (WhatsApp)
                </label>
                <input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+56 9 1234 5678"
                  className={inputClass}
                  aria-invalid={invalid("phone")}
                  aria-describedby={describedBy("phone")}
                />
                {fieldError("phone")}
              </div>
              <div>
                <label htmlFor={`${id}-email`} className={labelClass}>
                  Tu email (opcional)
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  className={inputClass}
                  aria-invalid={invalid("email")}
                  aria-describedby={describedBy("email")}
                />
                {fieldError("email")}
              </div>
            </div>
            {minorOnOwn && (
              <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium text-ink">
                  Apoderado/a (menores de 18 años)
                </legend>
                <div>
                  <label htmlFor={`${id}-gname`} className={labelClass}>
                    Nombre del apoderado/a
                  </label>
                  <input
                    id={`${id}-gname`}
                    name="guardianName"
                    className={inputClass}
                    aria-invalid={invalid("guardianName")}
                    aria-describedby={describedBy("guardianName")}
                  />
                  {fieldError("guardianName")}
                </div>
                <div>
                  <label htmlFor={`${id}-gphone`} className={labelClass}>
                    Teléfono del apoderado/a
                  </label>
                  <input
                    id={`${id}-gphone`}
                    name="guardianPhone"
                    type="tel"
                    className={inputClass}
                    aria-invalid={invalid("guardianPhone")}
                    aria-describedby={describedBy("guardianPhone")}
                  />
                  {fieldError("guardianPhone")}
                </div>
              </fieldset>
            )}
            <div>
              <label htmlFor={`${id}-message`} className={labelClass}>
                Mensaje (opcional)
              </label>
              <textarea
                id={`${id}-message`}
                name="message"
                rows={2}
                maxLength={500}
                className={`${inputClass} h-auto py-2`}
                aria-invalid={invalid("message")}
                aria-describedby={describedBy("message")}
              />
              {fieldError("message")}
            </div>
            {/* The honeypot: hidden from people and from screen readers. */}
            <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
              <label>
                Sitio web
                <input name="website" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            <div>
              <div className="flex items-start gap-3 text-sm text-ink">
                <input
                  id={`${id}-consent`}
                  type="checkbox"
                  name="consent"
                  className="mt-0.5 size-5 shrink-0 accent-accent"
                  aria-invalid={invalid("consent")}
                  aria-describedby={describedBy("consent")}
                />
                <label htmlFor={`${id}-consent`}>
                  Acepto que el estudio use estos datos solo para coordinar la clase de prueba y
                  contactarme por ella, como explica su{" "}
                  <a
                    href="/privacidad"
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-accent-text underline underline-offset-2"
                  >
                    aviso de privacidad
                  </a>
                  .
                </label>
              </div>
              {fieldError("consent")}
              {fieldError("fillMs")}
            </div>
            <button
              type="submit"
              disabled={sending}
              className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-accent px-5 font-medium text-accent-ink shadow-sm hover:bg-accent-hover disabled:opacity-60 sm:w-auto"
            >
              {sending
                ? "Enviando…"
                : current?.waitlist
                  ? "Anotarme en la lista de espera"
                  : "Enviar solicitud"}
            </button>
          </form>
        )}
      </div>
    </dialog>
  );
}
