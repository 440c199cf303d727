import { Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/react.tsx';

/**
 * A dialog's or form's last row: the way back ('Cancelar' unless named otherwise), held while the
 * dialog is sending so nothing is left half done, then the dialog's own buttons.
 */
export function DialogActions({
  busy,
  backLabel,
  onBack,
  children,
  ...group
}: Omit<GroupProps, 'children'> & {
  busy: boolean;
  backLabel?: string;
  /** Left out, the row has only the dialog's own buttons. */
  onBack?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Group justify="flex-end" {...group}>
      {onBack && (
        <Button variant="default" onClick={onBack} disabled={busy}>
          {backLabel ?? t('common.cancel')}
        </Button>
      )}
      {children}
    </Group>
  );
}

/** A form's last row: 'Cancelar' (held while sending) and the submit button. */
export function FormActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <DialogActions busy={busy} onBack={onCancel}>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
