/**
 * The delivery client: one signed POST to a receiver, SSRF-safe.
 *
 * - The socket goes through request-filtering-agent, which checks the address
 *   each connection actually uses (after DNS resolution) against the policy
 *   of ./url-policy.ts: a host name that resolved to a public address at
 *   registration and now resolves to a private one (DNS rebinding) is
 *   refused at connection time, and so is an IP literal.
 * - Redirects are never followed: a 3xx answer is a failed attempt.
 * - One time-out covers the whole attempt (connect, TLS, sending, status
 *   line and headers, the excerpt below); a receiver that does not answer in
 *   time is a failed attempt.
 * - Nothing of the answer is kept but its status and, for a failure, an
 *   excerpt of at most `excerptBytes` bytes of its body (valid UTF-8, NUL
 *   characters removed); the rest is never read.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import dns from 'node:dns';
import net from 'node:net';
import { addressProblem, agentFilterOptions, bareHost, guardLookup, parseReceiverUrl } from './url-policy.js';

export const USER_AGENT = 'ProcurementDataService-Webhooks/1.0';

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  excerptBytes: number;
  /** DNS lookup for the connection (tests resolve names their own way); default dns.lookup */
  lookup?: LookupFunction;
}

export interface SendResult {
  /** a 2xx status arrived */
  ok: boolean;
  /** the receiver's status, null when none arrived */
  statusCode: number | null;
  /** milliseconds from the start of the attempt to the status line and headers (or to the failure) */
  responseTimeMs: number;
  /** why the attempt failed (null on success): a short text, at most excerptBytes bytes */
  error: string | null;
  /** the connection was refused by the address policy (not the receiver's answer) */
  refusedByPolicy?: boolean;
}

/** A string cut to at most `max` UTF-8 bytes without splitting a character; NULs removed. */
export function excerpt(text: string, max: number): string {
  const clean = text.replace(/\u0000/g, '');
  const buf = Buffer.from(clean, 'utf8');
  if (buf.length <= max) return clean;
  // decoding a cut buffer may end in a replacement character: drop it
  return buf.subarray(0, max).toString('utf8').replace(/\uFFFD$/, '');
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string };
  const message = e?.message ?? String(err);
  if (/is not allowed\. Because/.test(message)) {
    // request-filtering-agent: "DNS lookup 127.0.0.1(family:4, host:localhost) is not allowed. Because, It is private IP address."
    const addr = /lookup ([^(]+)\(/.exec(message)?.[1];
    const why = /it is (.+)\.$/.exec(message)?.[1];
    return `connection refused by the receiver address policy: ${addr ? `${addr} is ${why ?? 'not a public address'}` : message}`;
  }
  if (e?.code === 'ECONNREFUSED') return 'connection refused (ECONNREFUSED)';
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return `host could not be resolved (${e.code})`;
  if (e?.code === 'ECONNRESET') return 'connection reset by the receiver (ECONNRESET)';
  return e?.code && !message.includes(e.code) ? `${message} (${e.code})` : message;
}

const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowPrivate: boolean): http.Agent {
  const k = `${protocol}${allowPrivate}`;
  let a = agents.get(k);
  if (!a) {
    const options = { keepAlive: false, ...agentFilterOptions(allowPrivate) };
    a = protocol === 'https:' ? new RequestFilteringHttpsAgent(options) : new RequestFilteringHttpAgent(options);
    agents.set(k, a);
  }
  return a;
}

/** POST `body` (exact bytes) to `url` with `headers`; never throws. */
export function postDelivery(url: string, body: string, headers: Record<string, string>, opts: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let u: URL;
  try {
    u = parseReceiverUrl(url);
  } catch (err) {
    return Promise.resolve({ ok: false, statusCode: null, responseTimeMs: 0, error: excerpt(`receiver URL refused: ${(err as Error).message}`, opts.excerptBytes), refusedByPolicy: true });
  }
  // an IP literal is checked here (the agent checks it too, by its own narrower rule); a name at each lookup
  const literal = bareHost(u);
  if (net.isIP(literal)) {
    const problem = addressProblem(literal, opts.allowPrivate);
    if (problem) return Promise.resolve({ ok: false, statusCode: null, responseTimeMs: 0, error: `connection refused by the receiver address policy: ${literal} is ${problem}`, refusedByPolicy: true });
  }
  const bytes = Buffer.from(body, 'utf8');
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let statusCode: number | null = null;
    let headersMs = 0;
    const finish = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve({ ...r, error: r.error === null ? null : excerpt(r.error, opts.excerptBytes) });
    };
    const mod = u.protocol === 'https:' ? https : http;
    const req = mod.request(u, {
      method: 'POST',
      agent: agentFor(u.protocol, opts.allowPrivate),
      lookup: guardLookup(opts.lookup ?? (dns.lookup as LookupFunction), opts.allowPrivate),
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(bytes.length),
        'User-Agent': USER_AGENT,
        ...headers,
      },
    });
    const timer = setTimeout(() => {
      if (statusCode !== null) {
        // the status arrived; only the excerpt was slow
        finish(outcome(statusCode, headersMs, ''));
      } else {
        finish({ ok: false, statusCode: null, responseTimeMs: elapsed(), error: `timed out after ${opts.timeoutMs} ms without an answer` });
      }
    }, opts.timeoutMs);
    const outcome = (status: number, ms: number, text: string): SendResult => {
      if (status >= 200 && status < 300) return { ok: true, statusCode: status, responseTimeMs: ms, error: null };
      if (status >= 300 && status < 400) return { ok: false, statusCode: status, responseTimeMs: ms, error: `HTTP ${status}: redirects are not followed` };
      const t = text.trim();
      return { ok: false, statusCode: status, responseTimeMs: ms, error: `HTTP ${status}${t ? `: ${t}` : ''}` };
    };
    req.on('response', (res) => {
      statusCode = res.statusCode ?? 0;
      headersMs = elapsed();
      if (statusCode >= 200 && statusCode < 400) {
        // nothing of a success or a redirect is kept
        finish(outcome(statusCode, headersMs, ''));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => finish(outcome(statusCode!, headersMs, Buffer.concat(chunks).toString('utf8')));
      res.on('data', (chunk: Buffer) => {
        if (size >= opts.excerptBytes) return;
        chunks.push(chunk.subarray(0, opts.excerptBytes - size));
        size += Math.min(chunk.length, opts.excerptBytes - size);
        if (size >= opts.excerptBytes) done();
      });
      res.on('end', done);
      res.on('error', done);
      res.on('aborted', done);
    });
    req.on('error', (err) => {
      if (statusCode !== null) finish(outcome(statusCode, headersMs, ''));
      else {
        const text = describe(err);
        finish({ ok: false, statusCode: null, responseTimeMs: elapsed(), error: text, ...(text.startsWith('connection refused by the receiver address policy') ? { refusedByPolicy: true } : {}) });
      }
    });
    req.end(bytes);
  });
}
