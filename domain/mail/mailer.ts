/** Mailer: the port for sending one email with readable HTML and plain-text bodies. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert emails. */
  headers?: Record<string, string>;
}

/** Sends mail; adapters are the database outbox (development) and MailerSend. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Sends several at once where the adapter can do better than one send each (the outbox: one insert). */
  sendMany?(messages: MailMessage[]): Promise<void>;
}
