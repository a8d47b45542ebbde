/** Minimal server-rendered pages of the OAuth2 flow: sign-in, consent, error. No scripts. */

export function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.3rem}label{display:block;margin:.8rem 0 .2rem}input[type=email],input[type=password]{width:100%;padding:.45rem;box-sizing:border-box}
button{margin:1rem .5rem 0 0;padding:.5rem 1.2rem;font-size:1rem}.error{color:#a40e26;background:#fdeaea;padding:.5rem .7rem;border-radius:4px}
.muted{color:#57606a;font-size:.9rem}code{background:#f2f4f7;padding:0 .25rem}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Procurement Data Service</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');
}

export function signInPage(o: { csrf: string; next: string; email?: string; error?: string; clientName?: string }): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${o.clientName ? `<p class="muted">to authorize <strong>${esc(o.clientName)}</strong></p>` : ''}
${o.error ? `<p class="error" role="alert">${esc(o.error)}</p>` : ''}
<form method="post" action="/o/login/">
${hidden({ csrf_token: o.csrf, next: o.next })}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${esc(o.email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="muted"><a href="/account/password/forgot/">Forgotten your password?</a> · No account? <a href="/account/signup/">Sign up</a></p>`,
  );
}

export function consentPage(o: { csrf: string; clientName: string; accountEmail: string; redirectUri: string; params: Record<string, string | undefined> }): string {
  return page(
    'Authorize application',
    `<h1>Authorize ${esc(o.clientName)}</h1>
<p><strong>${esc(o.clientName)}</strong> asks for <strong>read</strong> access to the procurement data of your account
(<code>${esc(o.accountEmail)}</code>), with the same plan and rate limits as your API keys.</p>
<p class="muted">You will be sent back to <code>${esc(o.redirectUri)}</code>.</p>
<form method="post" action="/o/authorize/">
${hidden({ ...o.params, csrf_token: o.csrf })}
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
<form method="post" action="/o/logout/">${hidden({ csrf_token: o.csrf })}<button type="submit" class="muted">Not you? Sign out</button></form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p>`);
}

export function signedOutPage(): string {
  return page('Signed out', '<h1>Signed out</h1><p>You have been signed out.</p>');
}
