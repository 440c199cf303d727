import { Avatar, Indicator, Tooltip, type MantineSize } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { MessageKey } from '@/i18n/keys.ts';
import { useT } from '@/i18n/react.tsx';

/** The picture drawn for a user without one, or whose picture fails to load. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export const MEMBER_BADGE_TOOLTIP = 'common.memberBadge' satisfies MessageKey;

interface UserAvatarProps {
  image: string | null | undefined;
  name: string;
  /** Members get the green border and the gold badge. */
  member?: boolean;
  size?: MantineSize | number;
}

/** A user's avatar, falling back to the default picture; members are marked as the spec says. */
export function UserAvatar({ image, name, member = false, size = 'md' }: UserAvatarProps) {
  const t = useT();
  const avatar = (
    <Avatar
      src={image || null}
      alt={name}
      size={size}
      radius="xl"
      style={member ? { border: '2px solid var(--mantine-color-green-6)' } : undefined}
      data-member={member || undefined}
    >
      {/* Mantine shows the children when there is no picture or it fails to load. */}
      <img src={DEFAULT_AVATAR} alt={name} style={{ width: '100%', height: '100%' }} />
    </Avatar>
  );
  if (!member) return avatar;
  return (
    <Indicator
      inline
      size={18}
      offset={6}
      position="bottom-end"
      color="yellow.5"
      withBorder
      label={
        <Tooltip label={t(MEMBER_BADGE_TOOLTIP)} withArrow>
          <span
            data-testid="member-badge"
            role="img"
            aria-label={t(MEMBER_BADGE_TOOLTIP)}
            style={{ display: 'flex' }}
          >
            <IconStarFilled size={10} color="white" />
          </span>
        </Tooltip>
      }
    >
      {avatar}
    </Indicator>
  );
}
