import { type FieldHelp, inputClass, labelClass } from "./trial-fields";

/** The parent's own name, when the class is for their child. */
export function ParentNameField({ help }: { help: FieldHelp }) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
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
  );
}

/** The phone (WhatsApp, how the studio answers) and an optional email of whoever fills it in. */
export function ContactFields({ help }: { help: FieldHelp }) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
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
  );
}

/** A minor asking for themself: their guardian's name and phone. */
export function MinorGuardianFields({ help }: { help: FieldHelp }) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
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
  );
}

export function MessageField({ help }: { help: FieldHelp }) {
  const { id, fieldError, describedBy, invalid } = help;
  return (
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
  );
}
