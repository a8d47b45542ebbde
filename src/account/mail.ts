/**
 * Outgoing e-mail of the account pages (verification, password reset,
 * invitation, notices).
 *
 * - SMTP_URL set (e.g. `smtps://user:pass@mail.example.com:465` or
 *   `smtp://mail.example.com:587`): messages go out through nodemailer's SMTP
 *   transport, from MAIL_FROM (default `Procurement Data Service
 *   <no-reply@localhost>`). The URL holds credentials and is never logged.
 * - SMTP_URL unset: nothing is sent; each message, links included, is written
 *   to the service log at info level (`mail` member), so local use and tests
 *   work with nothing else running. The links in it are single-use and
 *   expire; passwords, keys and secrets never appear in a message.
 *
 * Sending never holds up the request that causes it (the answer must not
 * depend on whether a message went out, e.g. for an unknown address): it runs
 * in the background and failures are logged. `idle()` waits for messages in
 * flight (tests, shutdown).
 */
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  /** queue a message; never throws, never waits for delivery */
  send(message: MailMessage): void;
  /** resolves when every queued message has been handed over (or failed) */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Procurement Data Service <no-reply@localhost>';

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

export function createMailer(opts: { logger: Logger; env?: NodeJS.ProcessEnv }): Mailer {
  const env = opts.env ?? process.env;
  const logger = opts.logger;
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };
  const idle = async () => {
    while (pending.size) await Promise.allSettled([...pending]);
  };

  const url = env.SMTP_URL?.trim();
  if (!url) {
    return {
      kind: 'log',
      send(m) {
        track(
          Promise.resolve().then(() => {
            logger.info({ mail: { from, to: m.to, subject: m.subject, links: linksIn(m.text), text: m.text } }, 'e-mail not sent (no SMTP_URL configured): the message is in this log line');
          }),
        );
      },
      idle,
      close: idle,
    };
  }
  if (!/^smtps?:\/\//i.test(url)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send(m) {
      track(
        transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text }).then(
          (info: { messageId?: string }) => logger.info({ mailTo: m.to, subject: m.subject, messageId: info?.messageId }, 'e-mail sent'),
          (err: unknown) => logger.error({ mailTo: m.to, subject: m.subject, err: { message: (err as Error)?.message } }, 'e-mail could not be sent'),
        ),
      );
    },
    idle,
    async close() {
      await idle();
      transport.close();
    },
  };
}
