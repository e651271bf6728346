// Redocly's changes flattened into one row per changed thing (an operation, a parameter, a
// response, a header, a body property), named the way the check prints it, each knowing whether
// a diff rule rated it major. A change to a shared component is reported once, through the first
// operation that uses it; the rows are what "N compatible changes" counts.
import type { RedoclyChange, RuleResult } from './redocly-report';

export type ChangeKind = 'added' | 'removed' | 'changed';

export type ChangeRow = {
  /** `POST /api/auth/generate`, a whole path (`/api/auth/contactus`), or `specification`. */
  operation: string;
  /** Where inside it: `response 200, application/json, property message`; `operation` itself. */
  where: string;
  change: ChangeKind;
  /** For a change inside the node (not of the node itself): which keyword, e.g. `summary`. */
  detail: string[];
  breaking: boolean;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Decodes a JSON pointer (`#/paths/~1api~1x/post`) into its segments. */
export function segments(pointer: string): string[] {
  const path = pointer.replace(/^#/, '');
  if (path === '' || path === '/') return [];
  return path
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** `schema/properties/data/properties/url` reads `property data.url`; items read `[]`. */
export function fieldLabel(parts: string[]): string {
  const rest = parts[0] === 'schema' ? parts.slice(1) : parts;
  if (rest.length === 0) return 'schema';
  let label = '';
  for (let i = 0; i < rest.length; i += 1) {
    const part = rest[i];
    const next = rest[i + 1];
    if (part === 'properties' && next !== undefined) {
      label += `${label ? '.' : ''}${next}`;
      i += 1;
    } else if (part === 'items') label += '[]';
    else label += `${label ? '/' : ''}${part}`;
  }
  return `property ${label}`;
}

/** `content/application/json/schema/…` as `application/json, property …` (the type has a `/`). */
function contentLabel(parts: string[]): string {
  const [type, ...rest] = parts;
  if (type === undefined) return 'content';
  return rest.length === 0 ? type : `${type}, ${fieldLabel(rest)}`;
}

/** Inside one operation: `request body, application/json, property email`, `header X`. */
function placeLabel(parts: string[]): string {
  const [kind, name, ...rest] = parts;
  if (kind === undefined) return 'operation';
  if (kind === 'parameters' && name !== undefined) return `parameter ${name}`;
  if (kind === 'requestBody') {
    return name === 'content' ? `request body, ${contentLabel(rest)}` : 'request body';
  }
  if (kind === 'responses' && name !== undefined) {
    const [part, ...inner] = rest;
    if (part === undefined) return `response ${name}`;
    if (part === 'headers') return `response ${name}, header ${inner.join('/')}`;
    if (part === 'content') return `response ${name}, ${contentLabel(inner)}`;
    return `response ${name}, ${rest.join('/')}`;
  }
  return parts.join('/');
}

/** The operation and the place in it that a Redocly change path names. */
export function locate(path: string): { operation: string; where: string } {
  const parts = segments(path);
  if (parts[0] !== 'paths' || parts[1] === undefined) {
    return { operation: 'specification', where: parts.join('/') || 'document' };
  }
  const [, route, method, ...rest] = parts;
  if (method === undefined || !METHODS.has(method)) {
    return { operation: route, where: method === undefined ? 'path' : parts.slice(2).join('/') };
  }
  return { operation: `${method.toUpperCase()} ${route}`, where: placeLabel(rest) };
}

export function isBreaking(change: RedoclyChange): boolean {
  return change.impact === 'major';
}

export function changeRow(change: RedoclyChange): ChangeRow {
  return {
    ...locate(change.path),
    change: change.kind === 'modified' ? 'changed' : change.kind,
    detail: change.property === undefined ? [] : [change.property],
    breaking: isBreaking(change),
  };
}

/** Every change in Redocly's order, which follows the document. */
export function changeRows(changes: RedoclyChange[]): ChangeRow[] {
  return changes.map(changeRow);
}

/** Which line a verdict points at: the base's for a removal, else the work tree's. */
function lineOf(file?: string, line?: number): string {
  if (line === undefined) return '';
  return ` (${file?.startsWith('base/') ? 'base openapi.yaml' : 'openapi.yaml'} line ${line})`;
}

/** Every diff rule's verdict on a change, named by the change's place. */
export function ruleResults(changes: RedoclyChange[]): RuleResult[] {
  return changes.flatMap((change) => {
    const { operation, where } = locate(change.path);
    const place = `${operation}, ${where}`;
    return change.verdicts.map((verdict) => ({
      name: verdict.ruleId,
      where: `${place}${lineOf(verdict.location?.file, verdict.location?.line)}`,
      error: verdict.message,
      impact: verdict.impact,
    }));
  });
}
