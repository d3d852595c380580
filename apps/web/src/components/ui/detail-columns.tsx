import type { ReactNode } from "react";

/**
 * The two columns of a person's detail screen (a student, a teacher, a family): on a wide screen
 * the record's cards at the right (`side`) and its lists on two thirds at the left (`main`); on
 * a narrow one the side cards come first.
 */
export function DetailColumns({ side, main }: { side: ReactNode; main: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
      <div className="space-y-5 lg:col-start-3 lg:row-start-1">{side}</div>
      <div className="space-y-5 lg:col-span-2 lg:col-start-1 lg:row-start-1">{main}</div>
    </div>
  );
}
