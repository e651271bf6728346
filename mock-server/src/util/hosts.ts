import { isIPv4, isIPv6 } from 'node:net';

/** A Host header (or an origin's host) split into a lower-case name and a port, if it had one. */
export interface HostParts {
  /** `localhost`, `127.0.0.1`, `[::1]`, `web`: IPv6 literals keep their brackets. */
  name: string;
  port: number | null;
}

// RFC 1123 labels: letters, digits and inner hyphens, at most 63 characters each.
const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const digits = /^\d{1,5}$/;

function parsePort(text: string): number | null | undefined {
  if (!digits.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65_535 ? port : undefined;
}

/**
 * Reads `name[:port]` or `[ipv6][:port]`; null for anything else (a path, credentials, a second
 * colon, a port out of range, an IPv6 literal `net` refuses). Never throws: every Host value a
 * client can send ends here as parts or null.
 */
export function parseHost(value: string | undefined): HostParts | null {
  if (value === undefined || value.length === 0 || value.length > 260) return null;
  const text = value.toLowerCase();
  let name: string;
  let rest: string;
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    if (end === -1 || !isIPv6(text.slice(1, end))) return null;
    name = text.slice(0, end + 1);
    rest = text.slice(end + 1);
  } else {
    const colon = text.indexOf(':');
    name = colon === -1 ? text : text.slice(0, colon);
    rest = colon === -1 ? '' : text.slice(colon);
    // A fully qualified name may end with a dot; it names the same host.
    if (name.endsWith('.')) name = name.slice(0, -1);
    const labels = name.split('.');
    if (name.length > 253 || !labels.every((part) => label.test(part))) return null;
    // All-numeric names are IPv4 addresses or nothing (999.999.999.999, 1.2.3.4.5).
    if (labels.every((part) => /^\d+$/.test(part)) && !isIPv4(name)) return null;
  }
  if (rest === '') return { name, port: null };
  if (!rest.startsWith(':')) return null;
  const port = parsePort(rest.slice(1));
  return port === undefined ? null : { name, port };
}

/** One allowed host: an exact name, or (`.example.com`) a domain and every name under it. */
export interface HostRule {
  name: string;
  /** null: any port. */
  port: number | null;
  subdomains: boolean;
}

/** Reads one ALLOWED_HOSTS entry (`web`, `web:8080`, `.example.test`); null when malformed. */
export function parseHostRule(entry: string): HostRule | null {
  const subdomains = entry.startsWith('.');
  const parts = parseHost(subdomains ? entry.slice(1) : entry);
  return parts ? { ...parts, subdomains } : null;
}

/** The names every mock server answers to: the loopback names, on the port in use. */
export const loopbackNames = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface AllowList {
  /** Configured rules (ALLOWED_HOSTS and PUBLIC_ORIGIN's host). */
  rules: readonly HostRule[];
  /** The port the server listens on; null when it does not listen (app.inject in tests). */
  portInUse: () => number | null;
}

function ruleMatches(rule: HostRule, host: HostParts, port: number): boolean {
  const nameMatches =
    host.name === rule.name || (rule.subdomains && host.name.endsWith(`.${rule.name}`));
  return nameMatches && (rule.port === null || rule.port === port);
}

/**
 * Is `value` (a Host header, or the host of an Origin) one this server answers for? A missing
 * port is the scheme's default. This is what stops DNS rebinding: a page on an attacker's name
 * that resolves to 127.0.0.1 still sends its own name in Host.
 */
export function isAllowedHost(value: string | undefined, list: AllowList, https = false): boolean {
  const host = parseHost(value);
  if (!host) return false;
  const port = host.port ?? (https ? 443 : 80);
  const inUse = list.portInUse();
  const loopback = (loopbackNames as readonly string[]).includes(host.name);
  if (loopback && (inUse === null || inUse === port)) return true;
  return list.rules.some((rule) => ruleMatches(rule, host, port));
}

/** Is an `Origin` header one of this server's own origins (an allowed host over http or https)? */
export function isAllowedOrigin(origin: string, list: AllowList): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file: pages) and garbage alike.
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin !== origin.toLowerCase().replace(/\/$/, '')) return false;
  return isAllowedHost(url.host, list, url.protocol === 'https:');
}
