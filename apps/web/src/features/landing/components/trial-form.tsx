import { DAY_LABELS, dayOfWeekOf, formatDateLongEs } from "@nova/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "@/lib/api-client";
import type { PublicSiteClass } from "../api/get-public-site";

// The trial-class request of the public page: a native <dialog> (no console primitives, to keep
// the page light), speaking tú. The hidden "website" field is the honeypot; the time the form
// was open goes with it (the server refuses a form sent in under three seconds).

const inputClass =
  "mt-1 block h-11 w-full rounded-lg border border-line-strong/60 bg-surface px-3 text-base text-ink shadow-xs focus:border-accent focus:outline-2 focus:outline-accent/40";
const labelClass = "block text-sm font-medium text-ink";

type Errors = Partial<Record<string, string>>;

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
  const openedAt = useRef(Date.now());
  const [classId, setClassId] = useState<number | null>(chosen?.id ?? classes[0]?.id ?? null);
  const [age, setAge] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ name: string; waitlist: boolean } | null>(null);
  const id = useId();
  const current = classes.find((c) => c.id === classId) ?? null;
  const minor = age !== "" && Number(age) < 18;

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const body = {
      classId: classId ?? 0,
      sessionDate: text("sessionDate"),
      name: text("name"),
      phone: text("phone"),
      email: text("email") || null,
      age: age === "" ? null : Number(age),
      guardianName: minor ? text("guardianName") || null : null,
      guardianPhone: minor ? text("guardianPhone") || null : null,
      consent: form.get("consent") === "on",
      message: text("message") || null,
      website: text("website"),
      fillMs: Date.now() - openedAt.current,
      waitlist: Boolean(current?.waitlist),
    };
    setSending(true);
    setErrors({});
    try {
      await api.post("/api/public/trial-requests", body);
      setDone({ name: body.name.split(" ")[0] ?? "", waitlist: body.waitlist });
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        setErrors({ [error.field]: error.message });
        const field = event.currentTarget.elements.namedItem(error.field);
        if (field instanceof HTMLElement) field.focus();
      } else {
        setErrors({
          form:
            error instanceof ApiError && error.status === 429
              ? error.message
              : "No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.",
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

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[92dvh] w-[min(36rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-5 sm:p-7">
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
              ¡Gracias{done.name ? `, ${done.name}` : ""}!{" "}
              {done.waitlist
                ? "Quedaste en la lista de espera. Te escribiremos por WhatsApp apenas se libere un cupo."
                : "Te escribiremos por WhatsApp en los próximos días para confirmar tu clase de prueba."}
            </p>
            <p>La clase de prueba es gratis. Ven con ropa cómoda y llega 10 minutos antes.</p>
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="mt-2 inline-flex h-11 items-center rounded-lg bg-accent px-5 font-medium text-accent-ink hover:bg-accent-hover"
            >
              Listo
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            {errors.form && (
              <p
                role="alert"
                className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-text"
              >
                {errors.form}
              </p>
            )}
            <div>
              <label htmlFor={`${id}-class`} className={labelClass}>
                Clase
              </label>
              <select
                id={`${id}-class`}
                name="classId"
                className={inputClass}
                value={classId ?? ""}
                onChange={(e) => setClassId(Number(e.target.value))}
                aria-describedby={describedBy("classId")}
              >
                {classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                    {c.waitlist ? " (lista de espera)" : ""}
                  </option>
                ))}
              </select>
              {fieldError("classId")}
            </div>
            <div>
              <label htmlFor={`${id}-session`} className={labelClass}>
                {current?.waitlist ? "Desde qué día podrías venir" : "Día de tu clase de prueba"}
              </label>
              <select
                id={`${id}-session`}
                name="sessionDate"
                key={classId ?? 0}
                className={inputClass}
                aria-describedby={describedBy("sessionDate")}
              >
                {(current?.nextSessions ?? []).map((date) => (
                  <option key={date} value={date}>
                    {DAY_LABELS[dayOfWeekOf(date)]} {formatDateLongEs(date)}
                  </option>
                ))}
              </select>
              {fieldError("sessionDate")}
            </div>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem]">
              <div>
                <label htmlFor={`${id}-name`} className={labelClass}>
                  Nombre y apellido
                </label>
                <input
                  id={`${id}-name`}
                  name="name"
                  autoComplete="name"
                  className={inputClass}
                  aria-invalid={Boolean(errors.name)}
                  aria-describedby={describedBy("name")}
                />
                {fieldError("name")}
              </div>
              <div>
                <label htmlFor={`${id}-age`} className={labelClass}>
                  Edad
                </label>
                <input
                  id={`${id}-age`}
                  name="age"
                  inputMode="numeric"
                  className={inputClass}
                  value={age}
                  onChange={(e) => setAge(e.target.value.replace(/\D/g, "").slice(0, 2))}
                  aria-invalid={Boolean(errors.age)}
                  aria-describedby={describedBy("age")}
                />
                {fieldError("age")}
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={`${id}-phone`} className={labelClass}>
                  Teléfono (WhatsApp)
                </label>
                <input
                  id={`${id}-phone`}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  placeholder="+56 9 1234 5678"
                  className={inputClass}
                  aria-invalid={Boolean(errors.phone)}
                  aria-describedby={describedBy("phone")}
                />
                {fieldError("phone")}
              </div>
              <div>
                <label htmlFor={`${id}-email`} className={labelClass}>
                  Email (opcional)
                </label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  className={inputClass}
                  aria-invalid={Boolean(errors.email)}
                  aria-describedby={describedBy("email")}
                />
                {fieldError("email")}
              </div>
            </div>
            {minor && (
              <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium text-ink">
                  Apoderado/a (eres menor de 18)
                </legend>
                <div>
                  <label htmlFor={`${id}-gname`} className={labelClass}>
                    Nombre del apoderado/a
                  </label>
                  <input
                    id={`${id}-gname`}
                    name="guardianName"
                    className={inputClass}
                    aria-invalid={Boolean(errors.guardianName)}
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
                    aria-invalid={Boolean(errors.guardianPhone)}
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
              <label className="flex items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="consent"
                  className="mt-0.5 size-5 shrink-0 accent-accent"
                  aria-invalid={Boolean(errors.consent)}
                  aria-describedby={describedBy("consent")}
                />
                <span>
                  Acepto que el estudio use estos datos solo para coordinar mi clase de prueba y
                  contactarme por ella (aviso de privacidad).
                </span>
              </label>
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
