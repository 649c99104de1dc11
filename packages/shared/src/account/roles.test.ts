import { describe, expect, it } from 'vitest';
import { effectiveRoles } from './roles.ts';

const now = new Date('2030-01-01T12:00:00Z');
const later = new Date('2030-01-02T12:00:00Z');
const earlier = new Date('2029-12-31T12:00:00Z');

describe('effectiveRoles', () => {
  it('makes a user without a paid role Free', () => {
    expect(effectiveRoles([], null, now)).toEqual(['Free']);
    expect(effectiveRoles(['Translator'], later, now)).toEqual(['Translator', 'Free']);
  });

  it('keeps paid roles while the subscription runs and never adds Free to them', () => {
    expect(effectiveRoles(['BusinessStandard'], later, now)).toEqual(['BusinessStandard']);
    expect(effectiveRoles(['Free', 'BusinessPremium'], later, now)).toEqual(['BusinessPremium']);
  });

  it('drops paid roles once the subscription has ended, at the exact instant', () => {
    expect(effectiveRoles(['BusinessStandard'], earlier, now)).toEqual(['Free']);
    expect(effectiveRoles(['BusinessPremium'], now, now)).toEqual(['Free']);
  });

  it('keeps Admin and Translator whatever the subscription', () => {
    expect(effectiveRoles(['Admin', 'BusinessPremium'], earlier, now)).toEqual(['Admin', 'Free']);
  });

  it('treats a missing end date as a plan that does not lapse', () => {
    expect(effectiveRoles(['Admin', 'BusinessPremium'], null, now)).toEqual([
      'Admin',
      'BusinessPremium',
    ]);
  });

  it('ignores unknown stored roles and duplicates, and orders like Roles', () => {
    expect(effectiveRoles(['BusinessPremium', 'Superuser', 'Admin', 'Admin'], null, now)).toEqual([
      'Admin',
      'BusinessPremium',
    ]);
  });
});
