import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, type ComponentPropsWithoutRef } from 'react';
import { useOnline } from '@/lib/online.ts';

type OnlineButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

const OfflineTooltip = lazy(() => import('./offline-tooltip.tsx'));

/** A button for an action that needs the network: disabled offline, with the reason on hover. */
export function OnlineButton({ disabled, ...props }: OnlineButtonProps) {
  const online = useOnline();
  // The wrapper keeps the tooltip working while the button itself is disabled.
  const button = (
    <div style={{ display: props.fullWidth ? 'block' : 'inline-block' }}>
      <Button {...props} disabled={disabled || !online} />
    </div>
  );
  if (online) return button;
  return (
    <Suspense fallback={button}>
      <OfflineTooltip>{button}</OfflineTooltip>
    </Suspense>
  );
}
