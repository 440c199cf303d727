import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import type { ApiAnswer } from '../api/auth-api.ts';

/**
 * The state of a form that asks the server to mail a link (password reset, new activation link):
 * the e-mail, a busy flag, and whether the request was accepted. A refusal shows the server's
 * message, or the spec's 'Error al enviar email'.
 */
export function useEmailRequest(
  send: (email: string) => Promise<ApiAnswer>,
  onAccepted: (answer: ApiAnswer) => void = () => {},
) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    setSending(true);
    try {
      const answer = await send(email.trim());
      if (answer.success) {
        onAccepted(answer);
        setSent(true);
      } else {
        notifications.show({ color: 'red', message: answer.message || 'Error al enviar email' });
      }
    } catch {
      notifications.show({ color: 'red', message: 'Error al enviar email' });
    }
    setSending(false);
  }

  return { email, setEmail, sending, sent, submit };
}
