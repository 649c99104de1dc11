// The account tier of a user (spec §1): the best paid plan they hold, else Free.
import type { Role, TUserInfo } from '@tendermark/shared';

export type PlanRole = Extract<Role, 'Free' | 'BusinessStandard' | 'BusinessPremium'>;

const plansBestFirst: PlanRole[] = ['BusinessPremium', 'BusinessStandard', 'Free'];

export function planOf(user: TUserInfo): PlanRole {
  return plansBestFirst.find((plan) => user.InRoles.includes(plan)) ?? 'Free';
}

/** Roles that are not a plan (Admin, Translator), shown beside it. */
export function extraRolesOf(user: TUserInfo): Role[] {
  return user.InRoles.filter((role) => !(plansBestFirst as Role[]).includes(role));
}
