/**
 * Which receiver URLs the service will call (README "Webhook receivers and
 * deliveries", SSRF policy). Checked at registration and on every update of
 * the URL (this module: syntax, scheme, credentials, port, the address of an
 * IP literal and every address the host name resolves to) and again at
 * connection time by the delivery client (./http-client.ts: the resolved
 * address the socket actually connects to, so DNS rebinding after
 * registration gains nothing).
 *
 * - `https` or `http` only; no user name or password in the URL; at most
 *   2048 characters; the fragment is dropped; the port must not be one that
 *   browsers block (SMTP, IRC, …: the WHATWG fetch "bad port" list).
 * - IP forms are read as WHATWG URLs read them, so decimal, octal and
 *   hexadecimal IPv4 (`http://2130706433/`, `http://0x7f.1/`,
 *   `http://0177.0.0.1/`) are the dotted address they stand for, and the URL
 *   is stored in that canonical form.
 * - An address must be public unicast: loopback, private (RFC 1918), unique
 *   local, link-local, carrier-grade NAT, multicast, broadcast, unspecified,
 *   reserved and documentation ranges, IPv4-mapped and IPv4-compatible IPv6,
 *   NAT64, 6to4 and Teredo are refused (ipaddr.js ranges: anything but
 *   `unicast`), and cloud metadata addresses always are.
 * - ALLOW_PRIVATE_WEBHOOK_URLS=1 (local development) allows every address
 *   except the unspecified ones (0.0.0.0, ::) and the metadata addresses.
 */
import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { validationError } from '../engine/errors.js';

export const MAX_URL_LENGTH = 2048;

/** Cloud metadata services: refused whatever ALLOW_PRIVATE_WEBHOOK_URLS says. */
export const METADATA_ADDRESSES = ['169.254.169.254/32', '169.254.170.2/32', '100.100.100.200/32', '168.63.129.16/32', 'fd00:ec2::254/128'];

/** Ports browsers never connect to (WHATWG fetch, "bad port"). */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723,
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private (RFC 1918) address',
  uniqueLocal: 'a unique local (private) address',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT (shared) address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address',
  reserved: 'a reserved or documentation address',
  ipv4Mapped: 'an IPv4-mapped IPv6 address',
  rfc6145: 'an IPv4-translated IPv6 address',
  rfc6052: 'a NAT64 address',
  '6to4': 'a 6to4 address',
  teredo: 'a Teredo address',
};

function inList(addr: ipaddr.IPv4 | ipaddr.IPv6, list: string[]): boolean {
  for (const cidr of list) {
    const [range, bits] = ipaddr.parseCIDR(cidr);
    if (range.kind() === addr.kind() && addr.match(range, bits)) return true;
  }
  return false;
}

/**
 * Why the service will not connect to `address` (an IP literal), or null when
 * it may. The same rule as the connection-time agent (see agentFilterOptions).
 */
export function addressProblem(address: string, allowPrivate: boolean): string | null {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.parse(address);
  } catch {
    return 'not an IP address';
  }
  if (inList(addr, METADATA_ADDRESSES)) return 'a cloud metadata address';
  // an IPv4-mapped address names the IPv4 address it carries: report that one's kind
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    const v4 = (addr as ipaddr.IPv6).toIPv4Address();
    if (inList(v4, METADATA_ADDRESSES)) return 'a cloud metadata address';
    if (!allowPrivate) {
      const inner = v4.range();
      return `an IPv4-mapped IPv6 address${inner !== 'unicast' ? ` of ${RANGE_WORDS[inner] ?? `a ${inner} address`}` : ''}`;
    }
  }
  const range = addr.range();
  if (range === 'unspecified') return RANGE_WORDS.unspecified;
  if (allowPrivate) return null;
  if (range !== 'unicast') return RANGE_WORDS[range] ?? `a special-purpose (${range}) address`;
  // IPv4-compatible IPv6 (::a.b.c.d, deprecated) is unicast to ipaddr.js but names an IPv4 address
  if (addr.kind() === 'ipv6' && inList(addr, ['::/96'])) return 'an IPv4-compatible IPv6 address';
  return null;
}

/**
 * request-filtering-agent options: its own rule (anything but unicast is
 * private; unspecified is always refused) at connection time. The agent's
 * deny list is not used (it cannot compare an address with a CIDR of the
 * other family); the rest of this module's rule (metadata, IPv4-compatible
 * IPv6) is enforced by guardLookup and, for IP literals, by addressProblem
 * before connecting.
 */
export function agentFilterOptions(allowPrivate: boolean) {
  return { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: false };
}

/** A DNS lookup for connections that fails for any resolved address this policy refuses. */
export function guardLookup(base: LookupFunction, allowPrivate: boolean): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: any[]) => void) => {
    const refuse = (address: string) => {
      const problem = addressProblem(address, allowPrivate);
      return problem ? Object.assign(new Error(`DNS lookup ${address}(host:${hostname}) is not allowed. Because, it is ${problem}.`), { code: 'EADDRNOTPUBLIC' }) : null;
    };
    base(hostname, options, ((err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
      if (err) return callback(err);
      if (Array.isArray(address)) {
        for (const a of address) {
          const e = refuse(a.address);
          if (e) return callback(e);
        }
        return callback(null, address);
      }
      const e = refuse(address);
      if (e) return callback(e);
      return callback(null, address, family);
    }) as never);
  }) as LookupFunction;
}

/** The host of a URL without IPv6 brackets. */
export function bareHost(u: URL): string {
  return u.hostname.startsWith('[') && u.hostname.endsWith(']') ? u.hostname.slice(1, -1) : u.hostname;
}

const privateHint = ' Receivers must be public addresses (ALLOW_PRIVATE_WEBHOOK_URLS=1 allows private ones for local development).';

/**
 * The static part of the policy (no DNS): the parsed URL, or a 400. Used at
 * registration and before every connection.
 */
export function parseReceiverUrl(input: unknown, field = 'url'): URL {
  if (input === undefined || input === null) throw validationError(`${field} is required`);
  if (typeof input !== 'string') throw validationError(`${field} must be a string`);
  const text = input.trim();
  if (text === '') throw validationError(`${field} is required and must not be blank`);
  if (text.length > MAX_URL_LENGTH) throw validationError(`${field} must be at most ${MAX_URL_LENGTH} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(text)) throw validationError(`${field} must not contain spaces or control characters`);
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw validationError(`${field} must be an absolute https or http URL, e.g. https://hooks.example.com/procurement`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw validationError(`${field} must use https or http, got ${u.protocol.replace(/:$/, '')}`);
  if (u.username || u.password) throw validationError(`${field} must not contain credentials (user:password@); authenticate deliveries by their signature`);
  if (!u.hostname) throw validationError(`${field} must name a host`);
  if (u.port && BAD_PORTS.has(Number(u.port))) throw validationError(`${field} uses port ${u.port}, which is not allowed for receivers`);
  u.hash = '';
  if (u.href.length > MAX_URL_LENGTH) throw validationError(`${field} must be at most ${MAX_URL_LENGTH} characters`);
  return u;
}

export type Lookup = (hostname: string) => Promise<{ address: string; family: number }[]>;

const DNS_TIMEOUT_MS = 5_000;

const systemLookup: Lookup = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The full registration check: the static policy, then the address of an IP
 * literal or every address the host resolves to. Returns the canonical URL
 * to store.
 */
export async function checkReceiverUrl(input: unknown, opts: { allowPrivate: boolean; lookup?: Lookup; field?: string }): Promise<string> {
  const field = opts.field ?? 'url';
  const u = parseReceiverUrl(input, field);
  const host = bareHost(u);
  if (net.isIP(host)) {
    const problem = addressProblem(host, opts.allowPrivate);
    if (problem) throw validationError(`${field} host ${host} is ${problem}.${problem.includes('metadata') || problem.includes('unspecified') ? '' : privateHint}`);
    return u.href;
  }
  if (!opts.allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    throw validationError(`${field} host ${host} is a loopback name.${privateHint}`);
  }
  let addresses: { address: string; family: number }[];
  let timer: NodeJS.Timeout | undefined;
  try {
    addresses = await Promise.race([
      (opts.lookup ?? systemLookup)(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), DNS_TIMEOUT_MS);
      }),
    ]);
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw validationError(`${field} host ${host} could not be resolved${code ? ` (${code})` : ''}; register a host name that resolves to a public address`);
  } finally {
    if (timer) clearTimeout(timer);
  }
  if (addresses.length === 0) throw validationError(`${field} host ${host} could not be resolved; register a host name that resolves to a public address`);
  for (const a of addresses) {
    const problem = addressProblem(a.address, opts.allowPrivate);
    if (problem) throw validationError(`${field} host ${host} resolves to ${a.address}, ${problem}.${problem.includes('metadata') || problem.includes('unspecified') ? '' : privateHint}`);
  }
  return u.href;
}
