/**
 * The mail transport: with SMTP_URL the message goes out over SMTP (nodemailer)
 * to a minimal SMTP server on 127.0.0.1 run by this test; the log then holds
 * neither the message nor the SMTP credentials. Without SMTP_URL it is logged.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/account/mail.js';
import { createLogger } from '../../src/logger.js';
import { Browser, freshEmail, GOOD_PASSWORD, startAccountApp } from './helpers.js';

interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}

let server: net.Server;
let port: number;
const received: Received[] = [];

/** Just enough SMTP for one client at a time: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', auth: current.auth };
          reply('250 2.0.0 queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-test.local\r\n250 AUTH PLAIN');
        else if (verb === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
          reply('235 2.7.0 Authentication successful');
        } else if (verb === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 5.5.2 Command not recognised');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _e, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { lines, logger: createLogger('trace', sink) };
}

describe('SMTP transport', () => {
  it('sends through SMTP_URL with its credentials and MAIL_FROM; logs neither the message nor the password', async () => {
    const { lines, logger } = capture();
    const smtpPassword = 'smtp-secret-pass-42';
    const mailer = createMailer({ logger, env: { SMTP_URL: `smtp://mailer:${smtpPassword}@127.0.0.1:${port}`, MAIL_FROM: 'Data Desk <desk@data.example.gov>' } });
    expect(mailer.kind).toBe('smtp');
    const before = received.length;
    mailer.send({ to: 'person@agency.example.gov', subject: 'Verify your e-mail address', text: 'Open https://data.example.gov/account/verify/?token=abc' });
    await mailer.close();
    expect(received.length).toBe(before + 1);
    const msg = received.at(-1)!;
    expect(msg.from).toMatch(/<desk@data\.example\.gov>/);
    expect(msg.to).toEqual([expect.stringMatching(/<person@agency\.example\.gov>/)]);
    expect(msg.data).toMatch(/^Subject: Verify your e-mail address$/m);
    expect(msg.data).toContain('https://data.example.gov/account/verify/?token=abc');
    expect(msg.auth).toBe(`\u0000mailer\u0000${smtpPassword}`);
    const log = lines.join('\n');
    expect(log).toContain('e-mail sent');
    expect(log).not.toContain(smtpPassword);
    expect(log).not.toContain('token=abc');
  });

  it('a failing server is logged, never thrown at the request', async () => {
    const { lines, logger } = capture();
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const mailer = createMailer({ logger, env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
    expect(() => mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).not.toThrow();
    await mailer.close();
    expect(lines.some((l) => l.includes('e-mail could not be sent'))).toBe(true);
    expect(() => createMailer({ logger, env: { SMTP_URL: 'http://nope' } })).toThrow(/SMTP_URL must start with smtp/);
  });

  it('sign-up through the app sends the verification link by SMTP', async () => {
    const t = await startAccountApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = freshEmail('smtp');
      const before = received.length;
      expect((await new Browser(t).post('/account/signup/', { email, password: GOOD_PASSWORD })).status).toBe(200);
      for (let i = 0; i < 200 && received.length === before; i++) await new Promise((r) => setTimeout(r, 20));
      const msg = received.at(-1)!;
      expect(msg.to).toEqual([expect.stringContaining(email)]);
      expect(msg.data.replace(/=\r\n/g, '')).toMatch(/http:\/\/test\.local\/account\/verify\/\?token=3D[A-Za-z0-9_-]{43}|http:\/\/test\.local\/account\/verify\/\?token=[A-Za-z0-9_-]{43}/);
      expect(t.mails(email)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
