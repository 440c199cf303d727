import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A dialog whose content is one form: Enter sends it, and while it is sending the dialog cannot
 * be closed, so a payment or a booking is never left half done behind a closed window.
 */
export function FormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  noValidate,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The form's own checks stand in for the browser's. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} centered>
      <form
        noValidate={noValidate}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <Stack>{children}</Stack>
      </form>
    </Modal>
  );
}
