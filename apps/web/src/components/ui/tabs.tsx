import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cx } from "@/lib/class-names";

export interface TabItem<K extends string> {
  key: K;
  label: string;
  /** Marks the tab (e.g. it holds a field with an error). */
  flagged?: boolean;
}

/**
 * ARIA tabs (WAI-ARIA pattern, automatic activation): arrow keys, Home and End move between
 * tabs; only the selected tab is in the tab order. Every panel stays mounted (hidden when
 * not selected) so a form spread over tabs keeps its fields registered.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  panels,
  side = false,
}: {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  panels: Record<K, ReactNode>;
  /**
   * Many sections (the settings' ten): on a wide screen the tabs stand in a column beside the
   * panel instead of wrapping into two rows; on a phone they wrap as usual. Up and down arrows
   * move too.
   */
  side?: boolean;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.key === selected);
    const forward = event.key === "ArrowRight" || (side && event.key === "ArrowDown");
    const back = event.key === "ArrowLeft" || (side && event.key === "ArrowUp");
    const next = forward
      ? (index + 1) % items.length
      : back
        ? (index - 1 + items.length) % items.length
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? items.length - 1
            : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.key);
    listRef.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(`${baseId}-tab-${item.key}`)}`)
      ?.focus();
  }

  return (
    <div className={cx(side && "lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8")}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cx(
          "flex flex-wrap gap-x-1 border-b border-line",
          side && "lg:flex-col lg:self-start lg:border-r lg:border-b-0",
        )}
      >
        {items.map((item) => {
          const active = item.key === selected;
          return (
            <button
              key={item.key}
              id={`${baseId}-tab-${item.key}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              className={cx(
                "-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors",
                side && "lg:-mr-px lg:mb-0 lg:border-r-2 lg:border-b-0 lg:text-left",
                active
                  ? "border-accent text-accent-text"
                  : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {item.label}
              {item.flagged && (
                <>
                  <span className="ml-1.5 text-danger-text" aria-hidden="true">
                    •
                  </span>
                  <span className="sr-only"> (con errores)</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.key}
          id={`${baseId}-panel-${item.key}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={item.key !== selected}
          className={cx("pt-6", side && "lg:pt-1")}
        >
          {panels[item.key]}
        </div>
      ))}
    </div>
  );
}
