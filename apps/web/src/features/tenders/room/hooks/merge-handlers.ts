// Several parts of the room listen to the same push; the hub takes one listener per event.
import type { TenderHubEvents } from '@tendermark/shared';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';

type EventName = keyof TenderHubEvents;

export function mergeHandlers(...maps: TenderHubHandlers[]): TenderHubHandlers {
  const merged: Partial<Record<EventName, ((payload: never) => void)[]>> = {};
  for (const map of maps)
    for (const [event, handler] of Object.entries(map) as [EventName, (payload: never) => void][])
      (merged[event] ??= []).push(handler);
  return Object.fromEntries(
    Object.entries(merged).map(([event, handlers]) => [
      event,
      (payload: never) => handlers.forEach((handler) => handler(payload)),
    ]),
  ) as TenderHubHandlers;
}
