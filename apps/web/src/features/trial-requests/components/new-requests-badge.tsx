import { useNewTrialCount } from "../api/get-new-count";

/** The side menu's count of new requests (nothing when there are none). */
export function NewRequestsBadge() {
  const count = useNewTrialCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-ink">
      {count}
      <span className="sr-only"> {count === 1 ? "nueva" : "nuevas"}</span>
    </span>
  );
}
