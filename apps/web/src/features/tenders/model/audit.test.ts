import { describe, expect, it } from 'vitest';
import { auditActionKey, changedFieldKeys, fieldChanges } from './audit.ts';

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
});
