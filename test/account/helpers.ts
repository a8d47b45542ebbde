/** The app in process with its log captured, a cookie jar per browser, and the mail the log transport wrote. */
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { createLogger } from '../../src/logger.js';
import type { Database } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers/db.js';
import { CookieJar, hiddenFields } from '../oauth/flow.js';

export { CookieJar, hiddenFields };

export interface Mail {
  from: string;
  to: string;
  subject: string;
  links: string[];
  text: string;
}

export interface AccountTestApp {
  db: Database;
  app: App;
  /** every log line (JSON text) */
  lines: string[];
  fetch(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  mails(to?: string): Mail[];
  /** the last link to `to` whose path starts with `path` */
  link(to: string, path: string): Promise<string>;
  close(): Promise<void>;
}

/** Start the app with `env` set while it is built (the account settings are read then). */
export async function startAccountApp(env: Record<string, string | undefined> = {}): Promise<AccountTestApp> {
  const db = await openTestDatabase();
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const saved: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries({ TRUST_PROXY: '1', ...env })) {
    saved[k] = process.env[k];
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let app: App;
  try {
    app = createApp({ db, logger: createLogger('trace', sink) });
  } catch (err) {
    await db.close();
    throw err;
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  const mails = (to?: string) =>
    lines
      .map((l) => JSON.parse(l) as { mail?: Mail })
      .filter((l) => l.mail && (!to || l.mail.to === to))
      .map((l) => l.mail!);
  return {
    db,
    app,
    lines,
    fetch: async (path, init = {}) => {
      const { ip, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('x-forwarded-for', ip ?? '198.51.100.7');
      return app.fetch(new Request('http://test.local' + path, { redirect: 'manual', ...rest, headers }));
    },
    mails,
    async link(to, path) {
      // mail goes out in the background: wait for the log line
      for (let i = 0; i < 100; i++) {
        const found = mails(to)
          .flatMap((m) => m.links)
          .filter((l) => new URL(l).pathname.startsWith(path));
        if (found.length) return found[found.length - 1];
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to} with a link to ${path}`);
    },
    close: () => db.close(),
  };
}

/** A browser: GET a page (keeping cookies), POST its form with the hidden fields plus `fields`. */
export class Browser {
  readonly jar = new CookieJar();
  constructor(
    private readonly t: Pick<AccountTestApp, 'fetch'>,
    readonly ip = '198.51.100.7',
  ) {}

  async get(path: string): Promise<{ status: number; text: string; res: Response }> {
    const res = await this.t.fetch(path, { headers: { cookie: this.jar.header() }, ip: this.ip });
    this.jar.store(res);
    return { status: res.status, text: await res.text(), res };
  }

  async post(path: string, fields: Record<string, string | string[]>, opts: { csrf?: boolean } = {}): Promise<{ status: number; text: string; res: Response; location: string | null }> {
    const body = new URLSearchParams();
    if (opts.csrf !== false) {
      const token = await this.csrf();
      body.set('csrf_token', token);
    }
    for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
    const res = await this.t.fetch(path, { method: 'POST', headers: { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString(), ip: this.ip });
    this.jar.store(res);
    return { status: res.status, text: await res.text(), res, location: res.headers.get('location') };
  }

  /** The CSRF field of this browser (from a page that renders a form). */
  async csrf(): Promise<string> {
    const page = await this.get('/account/password/forgot/');
    const token = hiddenFields(page.text).csrf_token;
    expect(token).toBeTruthy();
    return token;
  }

  /** Submit the form of `pagePath` (its hidden fields, e.g. the link token) with `fields`. */
  async submit(pagePath: string, action: string, fields: Record<string, string> = {}) {
    const page = await this.get(pagePath);
    const hidden = hiddenFields(page.text);
    return this.post(action, { ...hidden, ...fields }, { csrf: false });
  }
}

/** Visible text of a page (tags dropped, whitespace collapsed). */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

let n = 0;
export const freshEmail = (label = 'u') => `${label}-${process.pid}-${Date.now().toString(36)}-${++n}@signup.example`;
export const GOOD_PASSWORD = 'quiet-harbour-lantern-47';
