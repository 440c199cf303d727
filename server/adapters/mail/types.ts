/** What every mailer does: the services send through it, whichever transport it uses. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
