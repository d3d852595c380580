import { type FieldHelp, inputClass, labelClass, TrialField } from "./trial-fields";

/** The parent's own name, when the class is for their child. */
export function ParentNameField({ help }: { help: FieldHelp }) {
  return (
    <TrialField
      help={help}
      name="guardianName"
      idSuffix="gname"
      label="Tu nombre"
      autoComplete="name"
    />
  );
}

/** The phone (WhatsApp, how the studio answers) and an optional email of whoever fills it in. */
export function ContactFields({ help }: { help: FieldHelp }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TrialField
        help={help}
        name="phone"
        label="Tu teléfono (WhatsApp)"
        type="tel"
        autoComplete="tel"
        placeholder="+56 9 1234 5678"
      />
      <TrialField
        help={help}
        name="email"
        label="Tu email (opcional)"
        type="email"
        autoComplete="email"
      />
    </div>
  );
}

/** A minor asking for themself: their guardian's name and phone. */
export function MinorGuardianFields({ help }: { help: FieldHelp }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-line p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-ink">
        Apoderado/a (menores de 18 años)
      </legend>
      <TrialField help={help} name="guardianName" idSuffix="gname" label="Nombre del apoderado/a" />
      <TrialField
        help={help}
        name="guardianPhone"
        idSuffix="gphone"
        label="Teléfono del apoderado/a"
        type="tel"
      />
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
