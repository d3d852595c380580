import { type FieldHelp, labelClass, TrialField } from "./trial-fields";

export type ForWhom = "self" | "child";

/** "¿Para quién es la clase?": the first question, it decides whose name and age follow. */
export function ForWhomChoice({
  forWhom,
  setForWhom,
  help,
}: {
  forWhom: ForWhom | null;
  setForWhom: (forWhom: ForWhom) => void;
  help: FieldHelp;
}) {
  const { fieldError, describedBy, invalid } = help;
  return (
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
  );
}

/** The student's name and age: the visitor's own, or their child's. */
export function StudentFields({
  child,
  age,
  setAge,
  help,
}: {
  child: boolean;
  age: string;
  setAge: (age: string) => void;
  help: FieldHelp;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_7rem]">
      <TrialField
        help={help}
        name="name"
        label={child ? "Nombre y apellido de tu hijo o hija" : "Tu nombre y apellido"}
        autoComplete={child ? "off" : "name"}
      />
      <TrialField
        help={help}
        name="age"
        label={child ? "Su edad" : "Tu edad"}
        inputMode="numeric"
        value={age}
        onChange={(e) => setAge(e.target.value.replace(/\D/g, "").slice(0, 2))}
      />
    </div>
  );
}
