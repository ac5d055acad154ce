/** Background Mailer: accepts a message at once and hands it to the real mailer after the response, logging failures. */
import type { Mailer } from "../../domain/mail/mailer.ts";

/** A Mailer whose send() returns before delivery; idle() waits for every accepted message. */
export interface BackgroundMailer extends Mailer {
  /** Resolves once every message accepted so far was delivered or its failure logged (graceful shutdown, tests). */
  idle(): Promise<void>;
}

/**
 * Wraps `inner` so that send() resolves at once and delivery runs on the next turn of the event loop,
 * after the request that asked for it has answered. The answer therefore takes as long whether or not a
 * mail goes out (forgot-password must not reveal that an account exists), and a slow or refusing mail
 * service never fails or delays a saved change: its errors are logged, and every one of these emails can
 * be asked for again.
 */
export function createBackgroundMailer(
  inner: Mailer,
  log: (message: string, error: unknown) => void = console.error,
): BackgroundMailer {
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => {
      const delivery = new Promise<void>((resolve) => {
        setTimeout(async () => {
          try {
            await inner.send(message);
          } catch (error) {
            log(`email "${message.subject}" was not sent:`, error);
          } finally {
            resolve();
          }
        }, 0);
      });
      pending.add(delivery);
      delivery.then(() => pending.delete(delivery));
      return Promise.resolve();
    },
    idle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
