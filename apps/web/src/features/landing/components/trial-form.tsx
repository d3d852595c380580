import { ADULT_AGE, classFitsAge } from "@nova/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "@/lib/api-client";
import { firstName } from "@/lib/format";
import type { PublicSiteClass } from "../api/get-public-site";
import { ClassChoice } from "./trial-class-choice";
import {
  ContactFields,
  MessageField,
  MinorGuardianFields,
  ParentNameField,
} from "./trial-contact-fields";
import { type Errors, fieldHelp } from "./trial-fields";
import { TrialSubmit } from "./trial-submit";
import { TrialThanks } from "./trial-thanks";
import { type ForWhom, ForWhomChoice, StudentFields } from "./trial-who-fields";

// The trial-class request of the public page: a native <dialog> (no console primitives, to keep
// the page light), speaking tú to the adult filling it in. It asks first who the class is for:
// a mother asking for her daughter gives her daughter's name and age and her own name and phone
// (issue 40). Every field is checked at once with the schema the server uses, loaded when the
// dialog opens; each message shows beside its field and the first wrong field takes the focus.
// The hidden "website" field is the honeypot; the time the form was open goes with it (the
// server refuses a form sent in under three seconds).

const loadSchema = () => import("../trial-schema");

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
  const help = fieldHelp(id, errors);

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
          <TrialThanks done={done} onDone={() => ref.current?.close()} />
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
            <ForWhomChoice forWhom={forWhom} setForWhom={setForWhom} help={help} />
            <StudentFields child={child} age={age} setAge={setAge} help={help} />
            <ClassChoice
              classes={classes}
              offered={offered}
              current={current}
              ageNumber={ageNumber}
              setClassId={setClassId}
              help={help}
            />
            {child && <ParentNameField help={help} />}
            <ContactFields help={help} />
            {minorOnOwn && <MinorGuardianFields help={help} />}
            <MessageField help={help} />
            <TrialSubmit sending={sending} waitlist={Boolean(current?.waitlist)} help={help} />
          </form>
        )}
      </div>
    </dialog>
  );
}
