// A user's plan and extra roles as badges, one colour per role across the product.
import { Badge, Group } from '@mantine/core';
import type { Role, TUserInfo } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { extraRolesOf, planOf } from '@/lib/auth/plan.ts';

const roleColor: Record<Role, string> = {
  Free: 'gray',
  BusinessStandard: 'brand',
  BusinessPremium: 'teal',
  Admin: 'grape',
  Translator: 'orange',
};

export function RoleBadges({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const roles = [planOf(user), ...extraRolesOf(user)];
  return (
    <Group gap={6}>
      {roles.map((role) => (
        <Badge key={role} color={roleColor[role]} variant="light">
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </Group>
  );
}
