/**
 * Server-rendered pages of /account/ (src/account/http.ts), in the style of
 * the OAuth2 sign-in and consent pages: no asset from outside the service,
 * every form works without JavaScript (the only script, served by the
 * service, adds the copy buttons), every field has a label, native controls
 * only (keyboard-usable), one column that fits a phone, visible focus.
 */
import { esc } from '../oauth/pages.js';
import type { AccountUsage, UsageWindow } from './usage.js';
import type { GatedItem, PlanCatalogue } from './plans.js';
import { MIN_PASSWORD_LENGTH } from './password.js';

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1b1f24;line-height:1.45;background:#fff}
.skip{position:absolute;left:-999px}.skip:focus{left:.5rem;top:.5rem;background:#fff;padding:.3rem .6rem;z-index:2}
header{border-bottom:1px solid #d0d7de;background:#f6f8fa}header nav{max-width:54rem;margin:0 auto;padding:.6rem 1rem;display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:center}
header .brand{font-weight:600;margin-right:auto;color:#1b1f24;text-decoration:none}header form{margin:0}
main{max-width:54rem;margin:0 auto;padding:1rem 1rem 3rem}main.narrow{max-width:30rem}
h1{font-size:1.4rem;margin:.6rem 0 1rem}h2{font-size:1.15rem;margin:2rem 0 .6rem;padding-top:.6rem;border-top:1px solid #eaeef2}h3{font-size:1rem;margin:1.2rem 0 .4rem}
label{display:block;margin:.8rem 0 .2rem;font-weight:500}.hint{display:block;font-weight:400;color:#57606a;font-size:.9rem}
input[type=email],input[type=password],input[type=text],input[type=date],input[type=url],textarea{width:100%;padding:.5rem;font-size:1rem;border:1px solid #8c959f;border-radius:4px}
textarea{min-height:4.5rem;font-family:ui-monospace,monospace;font-size:.9rem}
fieldset{border:1px solid #d0d7de;border-radius:4px;margin:.8rem 0;padding:.4rem .8rem}legend{font-weight:500;padding:0 .3rem}
fieldset label{font-weight:400;margin:.3rem 0;display:flex;gap:.5rem;align-items:center}
button,.button{display:inline-block;margin:1rem .5rem 0 0;padding:.5rem 1.1rem;font-size:1rem;border:1px solid #1f6feb;background:#1f6feb;color:#fff;border-radius:4px;cursor:pointer;text-decoration:none}
button.secondary,.button.secondary{background:#fff;color:#1f6feb}button.danger{background:#fff;color:#a40e26;border-color:#a40e26}
button.small{margin:0;padding:.25rem .6rem;font-size:.9rem}header button{margin:0;padding:.25rem .7rem;font-size:.9rem}
:focus-visible{outline:3px solid #0969da;outline-offset:2px}
.error{color:#a40e26;background:#fdeaea;padding:.5rem .7rem;border-radius:4px}.notice{background:#ddf4ff;padding:.5rem .7rem;border-radius:4px}
.warn{background:#fff8c5;padding:.5rem .7rem;border-radius:4px}.muted{color:#57606a;font-size:.9rem}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;background:#f2f4f7;padding:0 .25rem;border-radius:3px;word-break:break-all}
.table{overflow-x:auto;margin:.5rem 0}table{border-collapse:collapse;width:100%;font-size:.95rem}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #eaeef2;vertical-align:top}
th{background:#f6f8fa;font-weight:600}td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.secret{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap}.secret input{flex:1 1 16rem;font-family:ui-monospace,monospace}
.secret button{margin:0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:.5rem 0}dt{font-weight:600}dd{margin:0}
.current{background:#ddf4ff}ul.gates{padding-left:1.2rem}ul.gates li{margin:.3rem 0}
@media (max-width:36rem){dl{grid-template-columns:1fr}dt{margin-top:.4rem}header .brand{flex-basis:100%}th,td{padding:.35rem .3rem}.stamp{display:block}}`;

export interface Layout {
  csrf?: string;
  /** signed in: shows the account navigation and a sign-out button */
  signedIn?: boolean;
  narrow?: boolean;
  script?: boolean;
}

export function page(title: string, body: string, layout: Layout = {}): string {
  const nav = layout.signedIn
    ? `<a href="/account/">Account</a> <a href="/account/plans/">Plans</a>
<form method="post" action="/account/logout/">${hidden({ csrf_token: layout.csrf })}<button type="submit" class="secondary">Sign out</button></form>`
    : `<a href="/account/login/">Sign in</a> <a href="/account/signup/">Sign up</a> <a href="/account/plans/">Plans</a>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} · Procurement Data Service</title><style>${STYLE}</style>${layout.script ? '<script src="/account/assets/copy.js" defer></script>' : ''}</head>
<body><a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Site"><a class="brand" href="/account/">Procurement Data Service</a> ${nav}</nav></header>
<main id="main"${layout.narrow ? ' class="narrow"' : ''}>${body}</main></body></html>`;
}

/** The copy buttons: hidden without JavaScript (the value is in a read-only field to select by hand). */
export const COPY_JS = `(function(){document.querySelectorAll('button[data-copy]').forEach(function(b){var f=document.getElementById(b.getAttribute('data-copy'));var s=document.getElementById(b.getAttribute('data-status'));b.hidden=false;b.addEventListener('click',function(){f.focus();f.select();function done(){if(s){s.textContent='Copied to the clipboard.';}}if(navigator.clipboard&&window.isSecureContext){navigator.clipboard.writeText(f.value).then(done,function(){document.execCommand('copy');done();});}else{document.execCommand('copy');done();}});});})();`;

export function hidden(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
}

const alert = (message?: string) => (message ? `<p class="error" role="alert">${esc(message)}</p>` : '');
const notice = (message?: string) => (message ? `<p class="notice" role="status">${esc(message)}</p>` : '');
/** aria-invalid and aria-describedby of a field: its hint (if any) and its error (when it has one). */
const described = (field: string, error?: { field?: string; message: string }, hint?: string) => {
  const bad = !!error && error.field === field;
  const ids = [hint, bad ? `${field}-error` : undefined].filter(Boolean).join(' ');
  return `${bad ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
};
const fieldError = (field: string, error?: { field?: string; message: string }) =>
  error && error.field === field ? `<span class="error" id="${field}-error" role="alert">${esc(error.message)}</span>` : '';

export function fmtTime(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function duration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h ${Math.round((seconds % 3600) / 60)} min`;
}

const n = (v: number) => v.toLocaleString('en-US');
const passwordHint = `<span class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters. Common passwords are refused. A passphrase of a few unrelated words works well.</span>`;

export type FormError = { field?: string; message: string };

// ------------------------------------------------------------------ sign-up, sign-in

export function signupPage(o: { csrf: string; email?: string; name?: string; error?: FormError; closed?: boolean }): string {
  if (o.closed) {
    return page('Sign up', `<h1>Sign-up is closed</h1><p>This service does not take new sign-ups. Ask its operator for an invitation: it comes as an e-mail with a link to choose your password.</p><p><a href="/account/login/">Sign in</a> if you already have an account.</p>`, { narrow: true });
  }
  return page(
    'Sign up',
    `<h1>Create an account</h1>
<p>New accounts are on the Free plan (<a href="/account/plans/">plans</a>). We send a link to verify your e-mail address; until you follow it you can sign in but not create API keys.</p>
${o.error && !o.error.field ? alert(o.error.message) : ''}
<form method="post" action="/account/signup/" novalidate>
${hidden({ csrf_token: o.csrf })}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(o.email)}"${described('email', o.error)}>${fieldError('email', o.error)}
<label for="name">Name <span class="hint">optional: a person or an organisation</span></label><input id="name" name="name" type="text" autocomplete="name" maxlength="100" value="${esc(o.name)}"${described('name', o.error)}>${fieldError('name', o.error)}
<label for="password">Password</label>${passwordHint}<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${described('password', o.error, 'password-hint')}>${fieldError('password', o.error)}
<button type="submit">Sign up</button>
</form>
<p class="muted">Already have an account? <a href="/account/login/">Sign in</a>.</p>`,
    { narrow: true },
  );
}

export function signupSentPage(email: string): string {
  return page(
    'Check your e-mail',
    `<h1>Check your e-mail</h1>
<p role="status">We sent a message to <strong>${esc(email)}</strong>. Follow the link in it to verify your address, then <a href="/account/login/">sign in</a>.</p>
<p class="muted">No message after a few minutes? Look in the spam folder. If the address already had an account, the message says so. When the service runs without an SMTP server (local use), the message is in the service log.</p>`,
    { narrow: true },
  );
}

export function loginPage(o: { csrf: string; next?: string; email?: string; error?: string; notice?: string }): string {
  return page(
    'Sign in',
    `<h1>Sign in</h1>
${notice(o.notice)}${alert(o.error)}
<form method="post" action="/account/login/">
${hidden({ csrf_token: o.csrf, next: o.next })}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${esc(o.email)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="muted"><a href="/account/password/forgot/">Forgotten your password?</a> · No account? <a href="/account/signup/">Sign up</a>.</p>`,
    { narrow: true },
  );
}

export function throttledPage(wait: number, what = 'attempts'): string {
  const minutes = Math.max(1, Math.ceil(wait / 60));
  return page('Too many attempts', `<h1>Too many ${esc(what)}</h1><p class="error" role="alert">Too many ${esc(what)} in a short time. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.</p><p><a href="/account/login/">Sign in</a> · <a href="/account/password/forgot/">Forgotten your password?</a></p>`, { narrow: true });
}

export function messagePage(title: string, body: string, opts: Layout & { error?: boolean } = {}): string {
  return page(title, `<h1>${esc(title)}</h1><p${opts.error ? ' class="error" role="alert"' : ' role="status"'}>${esc(body)}</p><p><a href="/account/">Your account</a> · <a href="/account/login/">Sign in</a></p>`, { narrow: true, ...opts });
}

export function badLinkPage(): string {
  return page(
    'Link not valid',
    `<h1>This link does not work</h1><p class="error" role="alert">The link is not valid: it was used already, it has expired, a newer one was sent, or it was copied incompletely.</p>
<p><a href="/account/password/forgot/">Ask for a new password link</a> · <a href="/account/login/">Sign in</a> (a new verification link can be sent from your account page).</p>`,
    { narrow: true },
  );
}

/** A page that asks before a link is used (mail scanners that open links must not use them up). */
export function confirmLinkPage(o: { csrf: string; token: string; action: string; title: string; text: string; button: string }): string {
  return page(
    o.title,
    `<h1>${esc(o.title)}</h1><p>${esc(o.text)}</p>
<form method="post" action="${esc(o.action)}">${hidden({ csrf_token: o.csrf, token: o.token })}<button type="submit">${esc(o.button)}</button></form>`,
    { narrow: true },
  );
}

// ------------------------------------------------------------------ passwords

export function forgotPage(o: { csrf: string; email?: string; error?: FormError }): string {
  return page(
    'Forgotten password',
    `<h1>Forgotten password</h1>
<p>Enter the e-mail address of your account. We send a link to choose a new password; it works once, for one hour.</p>
<form method="post" action="/account/password/forgot/" novalidate>
${hidden({ csrf_token: o.csrf })}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(o.email)}"${described('email', o.error)}>${fieldError('email', o.error)}
<button type="submit">Send the link</button>
</form>`,
    { narrow: true },
  );
}

export function forgotSentPage(email: string): string {
  return page(
    'Check your e-mail',
    `<h1>Check your e-mail</h1><p role="status">If <strong>${esc(email)}</strong> is the address of an account, we sent it a link to choose a new password. The link works once, for one hour.</p><p><a href="/account/login/">Sign in</a></p>`,
    { narrow: true },
  );
}

export function setPasswordPage(o: { csrf: string; token: string; email: string; purpose: 'reset_password' | 'invitation'; error?: FormError }): string {
  const invitation = o.purpose === 'invitation';
  return page(
    invitation ? 'Choose your password' : 'Choose a new password',
    `<h1>${invitation ? 'Welcome: choose your password' : 'Choose a new password'}</h1>
<p>For the account <strong>${esc(o.email)}</strong>.${invitation ? '' : ' Every session of the account is signed out.'}</p>
<form method="post" action="${invitation ? '/account/invitation/' : '/account/password/reset/'}">
${hidden({ csrf_token: o.csrf, token: o.token })}
<input type="text" name="username" autocomplete="username" value="${esc(o.email)}" hidden>
<label for="password">New password</label>${passwordHint}<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${described('password', o.error, 'password-hint')}>${fieldError('password', o.error)}
<button type="submit">${invitation ? 'Set the password and sign in' : 'Change the password and sign in'}</button>
</form>`,
    { narrow: true },
  );
}

export function changePasswordPage(o: { csrf: string; error?: FormError }): string {
  return page(
    'Change password',
    `<h1>Change your password</h1>
<p>Every other session of your account is signed out; this one stays signed in.</p>
${o.error && !o.error.field ? alert(o.error.message) : ''}
<form method="post" action="/account/password/">
${hidden({ csrf_token: o.csrf })}
<label for="current_password">Current password</label><input id="current_password" name="current_password" type="password" autocomplete="current-password" required${described('current_password', o.error)}>${fieldError('current_password', o.error)}
<label for="new_password">New password</label>${passwordHint}<input id="new_password" name="new_password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}"${described('new_password', o.error, 'password-hint')}>${fieldError('new_password', o.error)}
<button type="submit">Change the password</button> <a class="button secondary" href="/account/">Cancel</a>
</form>`,
    { narrow: true, signedIn: true, csrf: o.csrf },
  );
}

export function changeEmailPage(o: { csrf: string; current: string; email?: string; error?: FormError }): string {
  return page(
    'Change e-mail address',
    `<h1>Change your e-mail address</h1>
<p>Your address is <strong>${esc(o.current)}</strong>. We send a link to the new address; it becomes your address when you follow the link (within a day).</p>
${o.error && !o.error.field ? alert(o.error.message) : ''}
<form method="post" action="/account/email/" novalidate>
${hidden({ csrf_token: o.csrf })}
<label for="email">New e-mail address</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(o.email)}"${described('email', o.error)}>${fieldError('email', o.error)}
<label for="current_password">Current password</label><input id="current_password" name="current_password" type="password" autocomplete="current-password" required${described('current_password', o.error)}>${fieldError('current_password', o.error)}
<button type="submit">Send the link</button> <a class="button secondary" href="/account/">Cancel</a>
</form>`,
    { narrow: true, signedIn: true, csrf: o.csrf },
  );
}

// ------------------------------------------------------------------ the account page

export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  status: string;
  expires_at: string | null;
  last_used_at: string | null;
  created: string;
}

export interface AppRow {
  id: string;
  client_id: string;
  name: string;
  redirect_uris: string[];
  grants: string[];
  is_active: boolean;
  created: string;
}

export interface AuthorizationRow {
  client_id: string;
  name: string;
  first_authorized: string;
  last_issued: string;
  tokens: number;
}

export interface AccountPageData {
  csrf: string;
  account: { email: string; name: string; tier: string; planLabel: string; verified: boolean; created: Date };
  usage: AccountUsage;
  keys: KeyRow[];
  maxKeys: number;
  apps: AppRow[];
  maxApps: number;
  authorizations: AuthorizationRow[];
  notice?: string;
  /** an error of one section's form: keys, applications, verify */
  error?: { section: 'keys' | 'applications' | 'verify'; message: string };
  form?: { keyName?: string; keyExpires?: string; appName?: string; appUris?: string; appGrants?: string[] };
}

function usageRow(name: string, w: UsageWindow): string {
  return `<tr><th scope="row">${esc(name)}</th><td class="num">${n(w.limit)}</td><td class="num">${n(w.used)}</td><td class="num">${n(w.remaining)}</td><td>${w.reset === null ? 'no requests in the current minute' : `in ${duration(w.reset)} <span class="muted stamp">${fmtTime(w.resets_at)}</span>`}</td></tr>`;
}

export function accountPage(d: AccountPageData): string {
  const a = d.account;
  const csrf = hidden({ csrf_token: d.csrf });
  const sectionError = (s: 'keys' | 'applications' | 'verify') => (d.error?.section === s ? alert(d.error.message) : '');
  const held = d.keys.length;
  const keysTable = d.keys.length
    ? `<div class="table" role="region" aria-label="API keys" tabindex="0"><table><caption class="muted" style="text-align:left">Keys that are not revoked</caption><thead><tr><th scope="col">Name</th><th scope="col">Key starts with</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Status</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>
${d.keys
  .map(
    (k) => `<tr><td>${esc(k.name)}</td><td><code>${esc(k.prefix)}…</code></td><td>${fmtTime(k.created)}</td><td>${fmtTime(k.last_used_at)}</td><td>${k.expires_at ? fmtTime(k.expires_at) : 'never'}</td><td>${esc(k.status)}</td>
<td><form method="post" action="/account/keys/${esc(k.id)}/revoke/">${csrf}<button type="submit" class="danger small" aria-label="Revoke the key ${esc(k.name)}">Revoke</button></form></td></tr>`,
  )
  .join('\n')}</tbody></table></div>`
    : '<p>You have no API key yet.</p>';
  const verifyNeeded = !a.verified ? '<p class="warn">Verify your e-mail address to create keys: follow the link we sent you.</p>' : '';
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const keyForm = a.verified
    ? held >= d.maxKeys
      ? `<p class="muted">Your plan allows ${d.maxKeys} keys and you hold ${held}: revoke one to create another.</p>`
      : `<form method="post" action="/account/keys/">
${csrf}
<label for="key_name">Name of the new key <span class="hint">e.g. the program or person that will use it</span></label><input id="key_name" name="name" type="text" required maxlength="100" value="${esc(d.form?.keyName)}">
<label for="key_expires">Expires on <span class="hint">optional; the key stops working at 00:00 UTC on this date</span></label><input id="key_expires" name="expires_at" type="date" min="${tomorrow}" value="${esc(d.form?.keyExpires)}">
<button type="submit">Create key</button>
</form>`
    : verifyNeeded;
  const grants = d.form?.appGrants ?? ['authorization_code', 'refresh_token'];
  const grantBox = (g: string, text: string) => `<label><input type="checkbox" name="grants" value="${g}"${grants.includes(g) ? ' checked' : ''}> <span><code>${g}</code> ${esc(text)}</span></label>`;
  const appsTable = d.apps.length
    ? `<div class="table" role="region" aria-label="OAuth2 applications" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col">Client ID</th><th scope="col">Redirect URIs</th><th scope="col">Grants</th><th scope="col">Created</th><th scope="col"><span class="muted">Actions</span></th></tr></thead><tbody>
${d.apps
  .map(
    (app) => `<tr><td>${esc(app.name)}${app.is_active ? '' : ' <span class="muted">(deactivated by the operator)</span>'}</td><td><code>${esc(app.client_id)}</code></td><td>${app.redirect_uris.map((u) => `<code>${esc(u)}</code>`).join('<br>') || '—'}</td><td>${app.grants.map(esc).join(', ')}</td><td>${fmtTime(app.created)}</td>
<td>${app.is_active ? `<form method="post" action="/account/applications/${esc(app.id)}/rotate/">${csrf}<button type="submit" class="secondary small" aria-label="Rotate the secret of ${esc(app.name)}">Rotate secret</button></form> ` : ''}<form method="post" action="/account/applications/${esc(app.id)}/delete/">${csrf}<button type="submit" class="danger small" aria-label="Delete the application ${esc(app.name)}">Delete</button></form></td></tr>`,
  )
  .join('\n')}</tbody></table></div>`
    : '<p>You have registered no application.</p>';
  const appForm = a.verified
    ? `<details${d.error?.section === 'applications' || d.form?.appName ? ' open' : ''}><summary>Register an application</summary>
<form method="post" action="/account/applications/">
${csrf}
<label for="app_name">Application name <span class="hint">shown to people on the consent page</span></label><input id="app_name" name="name" type="text" required maxlength="100" value="${esc(d.form?.appName)}">
<label for="app_uris">Redirect URIs <span class="hint">one per line; https, or http only for 127.0.0.1, localhost or [::1]; needed for authorization_code</span></label><textarea id="app_uris" name="redirect_uris" rows="3">${esc(d.form?.appUris)}</textarea>
<fieldset><legend>Grant types</legend>
${grantBox('authorization_code', 'people sign in and allow your application (with PKCE)')}
${grantBox('refresh_token', 'renew tokens without asking again')}
${grantBox('client_credentials', 'your own scripts act as this account')}
</fieldset>
<button type="submit">Register</button>
</form></details>`
    : '<p class="warn">Verify your e-mail address to register applications.</p>';
  const authTable = d.authorizations.length
    ? `<div class="table" role="region" aria-label="Applications you authorised" tabindex="0"><table><thead><tr><th scope="col">Application</th><th scope="col">Client ID</th><th scope="col">Authorised</th><th scope="col">Latest token</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>
${d.authorizations
  .map(
    (z) => `<tr><td>${esc(z.name)}</td><td><code>${esc(z.client_id)}</code></td><td>${fmtTime(z.first_authorized)}</td><td>${fmtTime(z.last_issued)}</td>
<td><form method="post" action="/account/authorizations/revoke/">${csrf}${hidden({ client_id: z.client_id })}<button type="submit" class="danger small" aria-label="Revoke the access of ${esc(z.name)}">Revoke access</button></form></td></tr>`,
  )
  .join('\n')}</tbody></table></div>`
    : '<p>No application holds access to your account.</p>';

  return page(
    'Your account',
    `<h1>Your account</h1>
${notice(d.notice)}
${!a.verified ? `<div class="warn" role="status"><p style="margin:0">Your e-mail address is not verified yet: follow the link we sent to <strong>${esc(a.email)}</strong>. Until then you can not create API keys or applications.</p>
<form method="post" action="/account/verify/resend/">${csrf}<button type="submit" class="secondary small">Send the link again</button></form></div>${sectionError('verify')}` : ''}
<dl>
<dt>E-mail</dt><dd>${esc(a.email)} ${a.verified ? '<span class="muted">(verified)</span>' : '<strong>(not verified)</strong>'}</dd>
<dt>Name</dt><dd>${esc(a.name)}</dd>
<dt>Plan</dt><dd>${esc(a.planLabel)} · <a href="/account/plans/">compare plans</a></dd>
<dt>Member since</dt><dd>${fmtTime(a.created)}</dd>
</dl>
<p><a href="/account/password/">Change password</a> · <a href="/account/email/">Change e-mail address</a></p>

<h2 id="usage">Usage today</h2>
<p class="muted">Every API key and OAuth2 token of the account counts here. The daily window and the premium budgets reset at 00:00 UTC (today is ${esc(d.usage.day)} UTC); the burst window lasts a minute from the first request in it. The same figures as JSON: <code>GET /api/account/usage/</code>, or GraphQL <code>{ viewer { usage { … } } }</code>.</p>
<div class="table" role="region" aria-label="Usage" tabindex="0"><table><thead><tr><th scope="col">Window</th><th scope="col" class="num">Limit</th><th scope="col" class="num">Used</th><th scope="col" class="num">Remaining</th><th scope="col">Resets</th></tr></thead><tbody>
${usageRow('Daily (requests per UTC day)', d.usage.daily)}
${usageRow('Burst (requests per minute)', d.usage.burst)}
${d.usage.premium.map((p) => usageRow(`Premium budget: ${p.label} (per UTC day)`, p)).join('\n')}
</tbody></table></div>

<h2 id="keys">API keys</h2>
<p class="muted">Send a key as the <code>X-API-KEY</code> header. A key is shown once, when it is created; here you see only its first characters. Your plan allows ${d.maxKeys} keys; you hold ${held}.</p>
${sectionError('keys')}
${keysTable}
${keyForm}

<h2 id="applications">OAuth2 applications</h2>
<p class="muted">An application gets a client ID and a client secret (shown once) for <code>/o/authorize/</code> and <code>/o/token/</code>. Tokens act as this account, with its plan and quotas.</p>
${sectionError('applications')}
${appsTable}
${appForm}

<h2 id="authorised">Applications you authorised</h2>
<p class="muted">Applications you allowed on the consent page. Revoking ends their access and refresh tokens at once.</p>
${authTable}`,
    { signedIn: true, csrf: d.csrf },
  );
}

export function secretPage(o: { csrf: string; title: string; intro: string; items: { label: string; id: string; value: string; secret: boolean }[]; after?: string }): string {
  return page(
    o.title,
    `<h1>${esc(o.title)}</h1>
<p class="warn" role="status">${esc(o.intro)}</p>
${o.items
  .map(
    (it) => `<label for="${esc(it.id)}">${esc(it.label)}</label>
<div class="secret"><input id="${esc(it.id)}" type="text" readonly value="${esc(it.value)}" spellcheck="false" autocomplete="off"><button type="button" class="secondary" data-copy="${esc(it.id)}" data-status="${esc(it.id)}-status" hidden>Copy</button></div>
<span class="hint" id="${esc(it.id)}-status" role="status" aria-live="polite"></span>`,
  )
  .join('\n')}
${o.after ?? ''}
<p><a class="button" href="/account/">Back to your account</a></p>`,
    { signedIn: true, csrf: o.csrf, script: true },
  );
}

// ------------------------------------------------------------------ plans

const kindText: Record<GatedItem['kind'], string> = { endpoint: 'Endpoint', filter: 'Filters', field: 'Fields' };
const human = (name: string) => name.replace(/_/g, ' ');

function gateItem(g: GatedItem): string {
  const paths = g.paths.length ? ` <span class="muted">(${g.paths.map((p) => `<code>${esc(p)}</code>`).join(', ')})</span>` : '';
  if (g.kind === 'endpoint') return `<li>${kindText.endpoint}: <strong>${esc(human(g.resource))}</strong>${paths}; GraphQL ${g.names.map((x) => `<code>${esc(x)}</code>`).join(', ')}</li>`;
  return `<li>${kindText[g.kind]} of <strong>${esc(human(g.resource))}</strong>: ${g.names.map((x) => `<code>${esc(x)}</code>`).join(', ')}</li>`;
}

export function plansPage(c: PlanCatalogue, o: { currentTier?: string; signedIn?: boolean; csrf?: string }): string {
  const head = c.plans.map((p) => `<th scope="col" class="num${p.tier === o.currentTier ? ' current' : ''}">${esc(p.label)}${p.tier === o.currentTier ? '<br><span class="muted">your plan</span>' : ''}</th>`).join('');
  const row = (label: string, cells: string[]) => `<tr><th scope="row">${label}</th>${cells.map((x, i) => `<td class="num${c.plans[i].tier === o.currentTier ? ' current' : ''}">${x}</td>`).join('')}</tr>`;
  const sections = c.plans
    .filter((p) => p.tier !== 'free')
    .map((p) => {
      const items = c.unlocks[p.tier];
      return `<h3>${esc(p.label)} and above</h3>${items.length ? `<ul class="gates">${items.map(gateItem).join('')}</ul>` : '<p class="muted">Higher quotas only.</p>'}`;
    })
    .join('\n');
  return page(
    'Plans',
    `<h1>Plans</h1>
<p>Plans run from Free to Enterprise; each includes everything of the plans before it. This page is generated from the gates and quotas the API enforces. Plans are changed by the operator of this service: ask them to move your account.</p>
<h2>Quotas</h2>
<div class="table" role="region" aria-label="Quotas by plan" tabindex="0"><table><thead><tr><th scope="col">Quota</th>${head}</tr></thead><tbody>
${row('Requests per UTC day', c.plans.map((p) => n(p.quotas.daily)))}
${row('Burst: requests per minute', c.plans.map((p) => n(p.quotas.burst)))}
${c.premium.map((f) => row(`Premium budget per UTC day: ${esc(f.label)}`, c.plans.map((p) => (p.quotas.premiumDaily ? n(p.quotas.premiumDaily) : '—')))).join('\n')}
${row('Alerts', c.plans.map((p) => (p.alerts === null ? 'custom' : n(p.alerts))))}
${row('API keys', c.plans.map((p) => n(p.apiKeys)))}
</tbody></table></div>
<p class="muted">Keys and OAuth2 tokens of one account share its quotas. A premium budget replaces the daily and burst windows on its endpoints${c.premium.length ? ` (${c.premium.map((f) => f.paths.map((x) => `<code>${esc(x)}</code>`).join(', ')).join('; ')})` : ''}.</p>
<h2>What each plan unlocks</h2>
<h3>Free</h3>
<p>Every endpoint not listed below. These need an API key or an OAuth2 token but are open to every plan:</p>
<ul class="gates">${c.authenticated.map(gateItem).join('')}</ul>
${sections}
<p class="muted">An endpoint or filter above your plan answers <code>403</code> with <code>tier_required</code>; a field above your plan is left out of the answer with an upgrade hint. Both point here.</p>`,
    { signedIn: o.signedIn, csrf: o.csrf },
  );
}
