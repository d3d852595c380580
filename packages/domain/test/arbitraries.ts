import fc from "fast-check";

/**
 * Days between `min` and `max` (YYYY-MM-DD, both included) as the domain writes them: the
 * property tests draw their dates from here, each over the range its rule cares about.
 */
export function isoDates(min: string, max: string) {
  return fc
    .date({
      min: new Date(`${min}T00:00:00Z`),
      max: new Date(`${max}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
}
