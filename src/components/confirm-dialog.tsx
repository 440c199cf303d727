import { Button, Modal, Text } from '@mantine/core';
import { DialogActions } from '@/components/dialog-actions.tsx';
import { useT } from '@/i18n/react.tsx';

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
  confirmLabel,
  cancelLabel,
  mode = 'confirm',
  busy = false,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={busy ? () => {} : onCancel} title={title} centered>
      <Text>{message}</Text>
      <DialogActions
        busy={busy}
        backLabel={cancelLabel ?? t('common.cancel')}
        onBack={onCancel}
        mt="lg"
      >
        <Button color={mode === 'confirm' ? undefined : 'red'} onClick={onConfirm} loading={busy}>
          {confirmLabel ?? t('common.confirm')}
        </Button>
      </DialogActions>
    </Modal>
  );
}
