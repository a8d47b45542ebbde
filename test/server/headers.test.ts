/**
 * setResponseHeader (src/http/headers.ts): a header added after the handler
 * lands on the answer whatever kind of Response the handler made, including
 * one whose headers are immutable (Response.redirect), and the answer's
 * body, status and earlier headers are kept.
 */
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { setResponseHeader } from '../../src/http/headers.js';

function appAnswering(handler: () => Response | Promise<Response>) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Added', 'yes');
    setResponseHeader(c, 'X-Added-Too', 'also');
  });
  app.get('/', () => handler());
  return app;
}

describe('setResponseHeader', () => {
  it('adds to a string answer, keeping its body, status and headers', async () => {
    const res = await appAnswering(() => new Response('{"a":1}', { status: 201, headers: { 'content-type': 'application/json', 'x-own': '1' } })).request('/');
    expect(res.status).toBe(201);
    expect(await res.text()).toBe('{"a":1}');
    expect(res.headers.get('x-own')).toBe('1');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-added')).toBe('yes');
    expect(res.headers.get('x-added-too')).toBe('also');
  });

  it('adds to a streamed answer', async () => {
    const res = await appAnswering(() => new Response(new Blob(['a', 'b']).stream())).request('/');
    expect(await res.text()).toBe('ab');
    expect(res.headers.get('x-added')).toBe('yes');
  });

  it('adds to an answer whose headers are immutable (Response.redirect), through Hono', async () => {
    const res = await appAnswering(() => Response.redirect('https://example.org/next', 302)).request('/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://example.org/next');
    expect(res.headers.get('x-added')).toBe('yes');
    expect(res.headers.get('x-added-too')).toBe('also');
  });
});
