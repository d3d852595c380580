import type { FieldHelp } from "./trial-fields";

/** The honeypot, the consent to the use of the data, and the send button. */
export function TrialSubmit({
  sending,
  waitlist,
  help,
}: {
  sending: boolean;
  /** The class chosen is full: the request is to join its waiting list. */
  waitlist: boolean;
  help: FieldHelp;
}) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
    <>
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
        {sending ? "Enviando…" : waitlist ? "Anotarme en la lista de espera" : "Enviar solicitud"}
      </button>
    </>
  );
}
