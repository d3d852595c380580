import { Link } from "react-router";

/** A student's name in a list row, linked to her page (the at-risk card, the retention list). */
export function StudentNameLink({ id, name }: { id: number; name: string }) {
  return (
    <Link to={`/students/${id}`} className="font-medium text-ink hover:underline">
      {name}
    </Link>
  );
}
