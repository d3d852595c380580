import type { DashboardResponse } from "@nova/domain";
import { Cake } from "lucide-react";
import { Link } from "react-router";

/** Today's and tomorrow's birthdays; nothing when there are none. */
export function Birthdays({ birthdays }: { birthdays: DashboardResponse["birthdays"] }) {
  const groups = [
    { label: "Hoy", people: birthdays.today },
    { label: "Mañana", people: birthdays.tomorrow },
  ].filter((group) => group.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <section
      aria-labelledby="birthdays-title"
      className="rounded-xl border border-accent/30 bg-accent-soft p-4"
    >
      <h2 id="birthdays-title" className="flex items-center gap-2 font-medium text-accent-text">
        <Cake className="size-5" aria-hidden="true" />
        Cumpleaños
      </h2>
      {groups.map((group) => (
        <p key={group.label} className="mt-2 text-sm text-ink">
          <span className="font-semibold">{group.label}:</span>{" "}
          {group.people.map((person, index) => (
            <span key={person.id}>
              {index > 0 && ", "}
              <Link
                to={`/students/${person.id}`}
                className="font-medium text-accent-text underline"
              >
                {person.fullName}
              </Link>{" "}
              cumple {person.turnsAge} años
            </span>
          ))}
        </p>
      ))}
    </section>
  );
}
