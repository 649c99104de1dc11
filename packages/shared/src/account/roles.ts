/** The effective-roles rule: paid tiers lapse with the subscription, and a user without a paid tier is Free. */
import { Roles, type Role } from '../common/enums.ts';

export const PaidRoles = ['BusinessStandard', 'BusinessPremium'] as const satisfies readonly Role[];

const isRole = (value: string): value is Role => (Roles as readonly string[]).includes(value);
export const isPaidRole = (role: Role): boolean => (PaidRoles as readonly Role[]).includes(role);

/**
 * Roles a user holds right now. `subscriptionExpires` null means the paid roles do not lapse
 * (granted by hand, e.g. the seeded admin); a past date means they have lapsed.
 * The result is in the order of `Roles`, without duplicates.
 */
export function effectiveRoles(
  storedRoles: readonly string[],
  subscriptionExpires: Date | null,
  now: Date,
): Role[] {
  const isSubscriptionActive =
    subscriptionExpires === null || subscriptionExpires.getTime() > now.getTime();
  const held = storedRoles
    .filter(isRole)
    .filter((role) => role !== 'Free' && (isSubscriptionActive || !isPaidRole(role)));
  if (!held.some(isPaidRole)) held.push('Free');
  return Roles.filter((role) => held.includes(role));
}
