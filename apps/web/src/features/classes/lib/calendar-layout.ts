/** A class meeting placed on a day of the calendar: minutes from midnight. */
export interface CalendarEvent {
  key: string;
  start: number;
  end: number;
}

/** Where an event sits in its day's column: its lane and how many lanes share its time. */
export interface PlacedEvent<T extends CalendarEvent> {
  event: T;
  lane: number;
  lanes: number;
}

/**
 * Side-by-side placement of one day's events, as calendars do: events that overlap (directly
 * or through a chain) form a group; each takes the first lane free at its start, and every
 * event of the group is as wide as the group has lanes. Touching events (one ends when the
 * next starts) do not overlap.
 */
export function layoutDay<T extends CalendarEvent>(events: readonly T[]): PlacedEvent<T>[] {
  const sorted = [...events].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedEvent<T>[] = [];
  let group: PlacedEvent<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;

  const closeGroup = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };

  for (const event of sorted) {
    if (event.start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= event.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(event.end);
    } else {
      laneEnds[lane] = event.end;
    }
    const item = { event, lane, lanes: 1 };
    group.push(item);
    placed.push(item);
    groupEnd = Math.max(groupEnd, event.end);
  }
  closeGroup();
  return placed;
}

/** A day's events that overlap, directly or through a chain, in start order. */
export interface EventGroup<T extends CalendarEvent> {
  start: number;
  end: number;
  events: T[];
}

/**
 * A day's events in overlap groups (as `layoutDay` forms them), earliest first. A group of one
 * is a class alone at its time; a larger group is drawn as a list, one class under another.
 */
export function groupDay<T extends CalendarEvent>(events: readonly T[]): EventGroup<T>[] {
  const sorted = [...events].sort((a, b) => a.start - b.start || b.end - a.end);
  const groups: EventGroup<T>[] = [];
  for (const event of sorted) {
    const last = groups[groups.length - 1];
    if (last && event.start < last.end) {
      last.events.push(event);
      last.end = Math.max(last.end, event.end);
    } else {
      groups.push({ start: event.start, end: event.end, events: [event] });
    }
  }
  return groups;
}

/**
 * The hours the grid shows: from the hour the first class starts to the hour the last one ends
 * (a class ending 21:30 shows the 21:00 row), so no empty morning rows come first; `fallback`
 * without classes.
 */
export function visibleHours(
  events: readonly CalendarEvent[],
  fallback = { first: 9, last: 21 },
): { first: number; last: number } {
  if (events.length === 0) return fallback;
  const first = Math.floor(Math.min(...events.map((e) => e.start)) / 60);
  const last = Math.min(24, Math.ceil(Math.max(...events.map((e) => e.end)) / 60));
  return { first, last: Math.max(last, first + 1) };
}

/**
 * The height of each visible hour (rem): `base`, stretched where a group of parallel classes
 * needs more room to list them one under another (`rowRem` each, plus `paddingRem`), so every
 * class keeps its name and hours readable however many meet at once; all days share the rows.
 */
export function hourHeights(
  groups: readonly { start: number; end: number; count: number }[],
  hours: { first: number; last: number },
  { base, rowRem, paddingRem = 0.5 }: { base: number; rowRem: number; paddingRem?: number },
): number[] {
  const heights = Array.from({ length: hours.last - hours.first }, () => base);
  for (const group of groups) {
    if (group.count < 2) continue;
    const needed = group.count * rowRem + paddingRem;
    const covered = coverage(group, hours.first, heights.length);
    const current = covered.reduce((sum, share, i) => sum + share * (heights[i] ?? 0), 0);
    if (current >= needed || current === 0) continue;
    const factor = needed / current;
    covered.forEach((share, i) => {
      if (share > 0) heights[i] = (heights[i] ?? base) * factor;
    });
  }
  return heights;
}

/** The share (0–1) of each visible hour that an interval of minutes covers. */
function coverage(interval: { start: number; end: number }, first: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const from = (first + i) * 60;
    const overlap = Math.min(interval.end, from + 60) - Math.max(interval.start, from);
    return Math.max(0, overlap) / 60;
  });
}

/** Where a minute of the day falls down the grid (rem), given the hours' heights. */
export function offsetOf(minute: number, first: number, heights: readonly number[]): number {
  let offset = 0;
  for (let i = 0; i < heights.length; i++) {
    const from = (first + i) * 60;
    const height = heights[i] ?? 0;
    if (minute <= from) break;
    offset += (Math.min(minute - from, 60) / 60) * height;
  }
  return offset;
}
