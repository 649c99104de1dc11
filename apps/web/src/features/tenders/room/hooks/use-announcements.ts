// The auction's announcements: those GetTender returned and those pushed since, each once, newest first.
import { useCallback, useMemo, useState } from 'react';
import type { TTender } from '@tendermark/shared';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import type { FeedAnnouncement } from '../model/feed.ts';

export function useAnnouncements(tender: TTender) {
  const [pushed, setPushed] = useState<FeedAnnouncement[]>([]);
  const tenderId = tender.tenderId;

  const add = useCallback(
    (announcement: { date: string; text: string }) =>
      setPushed((current) => [
        ...current,
        { kind: 'announcement', at: announcement.date, text: announcement.text },
      ]),
    [],
  );

  const handlers: TenderHubHandlers = {
    addTenderAnnouncement: (payload) => {
      if (payload.tenderId === tenderId) add(payload);
    },
  };

  // The same array until one arrives: the cards and the feed that show it re-render only then.
  const announcements = useMemo(() => {
    const unique = new Map<string, FeedAnnouncement>();
    for (const announcement of [
      ...tender.announcements.map((entry): FeedAnnouncement => ({
        kind: 'announcement',
        at: entry.date,
        text: entry.text,
      })),
      ...pushed,
    ])
      unique.set(`${announcement.at}|${announcement.text}`, announcement);
    return [...unique.values()].sort((a, b) => b.at.localeCompare(a.at));
  }, [tender.announcements, pushed]);
  return { announcements, handlers, add };
}
