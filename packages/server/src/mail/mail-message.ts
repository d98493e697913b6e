/** One outgoing e-mail, as every transport (SMTP or the local outbox) receives it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The action link inside the mail (confirmation, recovery; a contact message's is a mailto:
   * to its sender): logged and kept in the outbox.
   */
  link: string;
  /** Where answers go instead of MAIL_FROM (a contact message is answered to its sender). */
  replyTo?: { name: string; address: string };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
