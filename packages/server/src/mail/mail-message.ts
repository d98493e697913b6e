/** One outgoing e-mail, as every transport (SMTP or the local outbox) receives it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link inside the mail (confirmation, recovery): logged and kept in the outbox. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
