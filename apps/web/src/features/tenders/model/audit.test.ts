import { describe, expect, it } from 'vitest';
import { auditActionKey, changedFieldKeys, fieldChanges, openingOf } from './audit.ts';

describe('audit entries in words', () => {
  const from = '2030-01-01T10:02:00.000Z';
  const to = '2030-01-01T10:03:00.000Z';

  it('names a prolongation by its cause and shows the end it moved, as dates', () => {
    const overtime = { endDate: { from, to }, minutes: 1, cause: 'overtime' };
    const byOwner = { endDate: { from, to }, minutes: 1 };
    expect(auditActionKey('prolonged', overtime)).toBe('tenders.audit.action.prolongedOvertime');
    expect(auditActionKey('prolonged', byOwner)).toBe('tenders.audit.action.prolonged');
    expect(fieldChanges(overtime)).toEqual([
      { labelKey: 'tenders.dates.endsAt', from, to, kind: 'date' },
    ]);
    expect(changedFieldKeys(overtime)).toEqual(['tenders.dates.endsAt']);
  });

  it('keeps the other actions’ labels', () => {
    expect(auditActionKey('scheduled', {})).toBe('tenders.audit.action.scheduled');
    expect(auditActionKey('something-new', {})).toBe('tenders.audit.action.other');
  });

  it('tells a sealed opening by its count and time, and names offers that did not open', () => {
    const changes = {
      openedAt: to,
      deadline: to,
      openedBy: 'the system clock at the deadline',
      count: 3,
      unreadable: ['carol@example.com'],
    };
    expect(auditActionKey('offers-opened', changes)).toBe('tenders.audit.action.offersOpened');
    expect(openingOf('offers-opened', changes)).toEqual({
      count: 3,
      openedAt: to,
      unreadable: ['carol@example.com'],
    });
    expect(openingOf('offers-opened', { ...changes, unreadable: undefined })?.unreadable).toEqual(
      [],
    );
    expect(openingOf('prolonged', changes)).toBeNull();
  });
});
