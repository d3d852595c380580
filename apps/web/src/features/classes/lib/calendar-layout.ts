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
