import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { ActionError, failureMessage, type FailureTexts } from './failures.ts';

/** A button in a toast, e.g. 'Ver' to open what was just booked; pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A toast's close button, named for screen readers ('Cerrar'): Mantine's has an icon only. */
export function toastCloseButton(): { 'aria-label': string } {
  return { 'aria-label': t('common.close') };
}

/** A green toast; the provider sets the spec's defaults (top right, 5 s). */
export function notifySuccess(
  message: string,
  { autoClose, action }: { autoClose?: number; action?: ToastAction } = {},
): string {
  const id: string = notifications.show({
    color: 'green',
    closeButtonProps: toastCloseButton(),
    ...(autoClose === undefined ? {} : { autoClose }),
    message: action ? (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ) : (
      message
    ),
  });
  return id;
}

/** A red toast, with an optional title above the message. */
export function notifyError(message: ReactNode, title?: string): string {
  return notifications.show({ color: 'red', message, title, closeButtonProps: toastCloseButton() });
}

/** Shows `message` as a red toast each time `failed` turns true (a query that could not load). */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) notifyError(message);
  }, [failed, message]);
}

/**
 * The shared mutation error handler: `useMutation({ onError: toastOnError('Error al …') })`
 * shows the failure (see {@link failureMessage}) as a red toast, under the title an
 * {@link ActionError} may carry.
 */
export function toastOnError(texts: FailureTexts | string): (error: unknown) => void {
  return (error) =>
    notifyError(
      failureMessage(error, texts),
      error instanceof ActionError ? error.title : undefined,
    );
}
