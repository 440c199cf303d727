import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '@/domain/roles.ts';
import { ClubLevelsPage } from '@/features/levels/components/club-levels-page.tsx';
import { useT } from '@/i18n/react.tsx';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/levels')({ component: LevelsRoute });

/** Coaches and admins see and validate members' levels; anyone else is told so. */
function LevelsRoute() {
  const t = useT();
  const user = useSessionUser();
  if (!user) return null;
  if (!isStaffRole(user.role)) {
    return <Text>{t('common.staffOnlyLevels')}</Text>;
  }
  return <ClubLevelsPage />;
}
