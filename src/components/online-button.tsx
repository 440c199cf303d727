import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { NEEDS_CONNECTION, useOnline } from '@/lib/online.ts';

type OnlineButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/** A button for an action that needs the network: disabled offline, with the reason on hover. */
export function OnlineButton({ disabled, ...props }: OnlineButtonProps) {
  const online = useOnline();
  return (
    <Tooltip
      label={NEEDS_CONNECTION}
      disabled={online}
      events={{ hover: true, focus: true, touch: true }}
    >
      {/* The wrapper keeps the tooltip working while the button itself is disabled. */}
      <div style={{ display: props.fullWidth ? 'block' : 'inline-block' }}>
        <Button {...props} disabled={disabled || !online} />
      </div>
    </Tooltip>
  );
}
