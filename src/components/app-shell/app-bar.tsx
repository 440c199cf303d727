import { Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/api/users.ts';
import { useT } from '@/i18n/react.tsx';
import { UserAvatar } from '../user-avatar.tsx';

/** 'Bienvenido, {name}', the drawer button and the avatar menu (Mi Perfil, Cerrar sesión). */
export function AppBar({
  user,
  member,
  drawerOpened,
  onToggleDrawer,
  onLogout,
}: {
  user: User;
  member: boolean;
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  onLogout: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Group justify="space-between" wrap="nowrap" px="sm" py="xs" h={56}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          aria-label={t('common.openMenu')}
          size="sm"
        />
        <Text fw={600} truncate="end">
          {t('common.welcome', { name: user.name })}
        </Text>
      </Group>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <UnstyledButton aria-label={t('common.userMenu')}>
            <UserAvatar image={user.image} name={user.name} member={member} />
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconUser size={16} />}
            onClick={() => void navigate({ to: '/profile' })}
          >
            {t('common.myProfile')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={onLogout}>
            {t('common.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
