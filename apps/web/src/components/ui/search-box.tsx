import { Search, X } from "lucide-react";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { cx } from "@/lib/class-names";

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Read by screen readers (the placeholder is not a label). */
  label: string;
  clearLabel?: string;
}

/** A search input with its magnifier and a clear button while it has text. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  clearLabel = "Limpiar búsqueda",
}: SearchBoxProps) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        // Room on the right only for the clear button: on a phone the placeholder needs it.
        className={cx(
          "pl-9 [&::-webkit-search-cancel-button]:appearance-none",
          value !== "" && "pr-9",
        )}
      />
      {value !== "" && (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label={clearLabel}
          title={clearLabel}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
