import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { isStaffRole } from '@/domain/roles.ts';
import { ClubLevelsPage } from '@/features/levels/components/club-levels-page.tsx';
import { useSessionUser } from '@/lib/session.tsx';

export const Route = createFileRoute('/_app/levels')({ component: LevelsRoute });

/** Coaches and admins see and validate members' levels; anyone else is told so. */
function LevelsRoute() {
  const user = useSessionUser();
  if (!user) return null;
  if (!isStaffRole(user.role)) {
    return <Text>Solo entrenadores y administración ven y validan niveles</Text>;
  }
  return <ClubLevelsPage />;
}
