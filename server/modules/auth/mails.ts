import type { Config } from '../../config.ts';
import { compose, type Mail } from '../../adapters/mail/index.ts';

export function verificationMail(config: Config, to: string, name: string, token: string): Mail {
  const club = config.club.name;
  return compose(
    to,
    `Confirma tu cuenta en ${club}`,
    `Hola, ${name}:`,
    [
      `Gracias por registrarte en ${club}.`,
      'Para activar tu cuenta, confirma tu correo electrónico con el siguiente enlace. Caduca en 48 horas.',
    ],
    {
      label: 'Confirmar mi cuenta',
      url: `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
    },
    'Si no has creado esta cuenta, puedes ignorar este mensaje.',
    club,
  );
}

export function resetMail(config: Config, to: string, name: string, token: string): Mail {
  const club = config.club.name;
  return compose(
    to,
    `Recupera tu contraseña de ${club}`,
    `Hola, ${name}:`,
    [
      `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta en ${club}.`,
      'Usa el siguiente enlace para elegir una nueva contraseña. Caduca en 1 hora y solo sirve una vez.',
    ],
    {
      label: 'Restablecer contraseña',
      url: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`,
    },
    'Si no lo has solicitado tú, ignora este mensaje: tu contraseña no cambiará.',
    club,
  );
}

/** Many wrong passwords for the account from many addresses: its logins pause; here is a way in. */
export function loginAlertMail(config: Config, to: string, name: string, token: string): Mail {
  const club = config.club.name;
  return compose(
    to,
    `Intentos de acceso a tu cuenta de ${club}`,
    `Hola, ${name}:`,
    [
      `Se han recibido muchos intentos de entrar en tu cuenta de ${club} con una contraseña incorrecta, desde varias direcciones.`,
      'Por seguridad, el acceso con contraseña está pausado durante una hora. Si has sido tú o quieres entrar ya, elige una nueva contraseña con el siguiente enlace (caduca en 1 hora y solo sirve una vez).',
    ],
    {
      label: 'Elegir nueva contraseña',
      url: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`,
    },
    'Si no reconoces estos intentos, cambia tu contraseña: nadie ha entrado en tu cuenta con ellos.',
    club,
  );
}
