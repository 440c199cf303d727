import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDoor } from '@tabler/icons-react';
import { useT } from '@/i18n/react.tsx';
import { DoorButton } from './door-button.tsx';

/**
 * The door screen. Nothing happens on opening it (also from the home-screen shortcut): only a
 * press of 'Abrir puerta' sends the request, once. It has no shell, to stay small and fast, so it
 * offers its own way to the home screen: the installed app has no browser back button. That is
 * a plain link (a full navigation), because the page also runs without the app's router.
 * Opened directly it is first drawn without React (`unlock.html`, src/door-early.ts), which
 * mirrors this layout: a change here goes there too.
 */
export function UnlockPage({
  memberName,
  onSessionLost,
}: {
  /** The signed-in person's name, as kept on the device. */
  memberName: string;
  onSessionLost: () => void;
}) {
  const t = useT();
  return (
    <Center mih="70vh" px="md">
      <Stack align="center" gap="lg" maw={420} w="100%">
        <IconDoor size={56} stroke={1.5} aria-hidden />
        <Title order={1} size="h2" ta="center">
          {t('door.title')}
        </Title>
        <Text fw={600} ta="center">
          {memberName}
        </Text>
        <Text c="dimmed" ta="center">
          {t('door.hint')}
        </Text>
        <DoorButton onSessionLost={onSessionLost} />
        <Anchor
          href="/home"
          size="lg"
          mt="md"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconArrowLeft size={22} aria-hidden />
          {t('door.backHome')}
        </Anchor>
      </Stack>
    </Center>
  );
}
