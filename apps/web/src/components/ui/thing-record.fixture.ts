import { useQuery } from "@tanstack/react-query";
import { vi } from "vitest";
import type { RecordKind } from "./record-page";

/** The record of the record screens' tests: a "Cosa" with an id and a name. */
export interface Thing {
  id: number;
  name: string;
}

/** What the fake API answers for a thing; each test sets it. */
export const loadThing = vi.fn<(id: number) => Promise<Thing>>();

function useThing(id: number) {
  return useQuery({
    queryKey: ["thing", id],
    queryFn: () => loadThing(id),
    meta: { silent: true },
  });
}

/** A record kind read from the fake API, listed at /things ("Cosas"); `loadError` per screen. */
export function thingKind(loadError: string): RecordKind<Thing> {
  return { useRecord: useThing, noun: "Cosa", list: { to: "/things", label: "Cosas" }, loadError };
}
