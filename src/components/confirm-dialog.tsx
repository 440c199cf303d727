import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'confirm' is a primary action; any other mode is destructive (red). */
  mode?: 'confirm' | (string & {});
  /** Shows a spinner on the confirm button and blocks both buttons. */
  busy?: boolean;
}

/** The spec's generic confirm dialog. */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  mode = 'confirm',
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={mode === 'confirm' ? undefined : 'red'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
