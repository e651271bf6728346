// Optic's grouped changes flattened into one row per changed thing (an operation, a parameter,
// a response, a header, a body property), each knowing whether a rule failed on it. A property
// removed shows up in Optic as two diffs (the property and its `required` entry) under one node,
// so a row is a node, not a diff; the rows are what "N compatible changes" counts.
import type { Body, DiffNode, GroupedDiffs, RuleResult } from './optic-results';

export type ChangeKind = 'added' | 'removed' | 'changed';

export type ChangeRow = {
  /** `POST /api/auth/generate`, or `specification` for changes outside any operation. */
  operation: string;
  /** Where inside it: `response 200, application/json, property message`; `operation` itself. */
  where: string;
  change: ChangeKind;
  /** For a change inside the node (not of the node itself): which keys, e.g. `summary`. */
  detail: string[];
  breaking: boolean;
};

/** Optic's own severity for a failure that fails `optic diff --check` (its `--severity error`). */
export const ERROR_SEVERITY = 2;

/** A failed, not exempted rule at error severity: what Optic's breaking-changes ruleset reports. */
export function isBreaking(result: RuleResult): boolean {
  return !result.passed && !result.exempted && result.severity >= ERROR_SEVERITY;
}

/** Decodes a JSON pointer (`/schema/properties/a~1b`) into its segments. */
function segments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** `/schema/properties/data/properties/url` reads `property data.url`; items read `[]`. */
export function fieldLabel(trail: string): string {
  const parts = segments(trail);
  if (parts[0] === 'schema') parts.shift();
  if (parts.length === 0) return 'schema';
  let label = '';
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    const next = parts[i + 1];
    if (part === 'properties' && next !== undefined) {
      label += `${label ? '.' : ''}${next}`;
      i += 1;
    } else if (part === 'items') label += '[]';
    else label += `${label ? '/' : ''}${part}`;
  }
  return `property ${label}`;
}

/** Optic's rule for a node's kind: a diff at the node itself says it, otherwise "changed". */
function rowFor(operation: string, where: string, node: DiffNode): ChangeRow | undefined {
  if (node.diffs.length === 0) return undefined;
  const own = node.diffs.find((diff) => diff.trail === '');
  const detail = own ? [] : [...new Set(node.diffs.map((diff) => segments(diff.trail).join('/')))];
  return {
    operation,
    where,
    change: own ? own.change : 'changed',
    detail,
    breaking: node.rules.some(isBreaking),
  };
}

function bodyRows(operation: string, where: string, contents: Record<string, Body>) {
  return Object.entries(contents).flatMap(([contentType, body]) => [
    rowFor(operation, `${where}, ${contentType}, examples`, body.examples),
    ...Object.entries(body.fields).map(([trail, field]) =>
      rowFor(operation, `${where}, ${contentType}, ${fieldLabel(trail)}`, field),
    ),
  ]);
}

/**
 * Changes outside any operation (info, servers, tags) are diffs at distinct places in one node, so
 * each is its own row, named by its place (`info/version`). Components are left out: one reaches
 * clients only through the operations that use it, where Optic lists (and judges) it already.
 */
function documentRows(grouped: GroupedDiffs): ChangeRow[] {
  return [grouped.specification, grouped.unmatched].flatMap((node) =>
    (node?.diffs ?? [])
      .filter((diff) => !diff.trail.startsWith('/components/'))
      .map((diff) => ({
        operation: 'specification',
        where: segments(diff.trail).join('/') || 'document',
        change: diff.change,
        detail: [],
        breaking: node?.rules.some(isBreaking) ?? false,
      })),
  );
}

/** Every changed node, grouped by operation in Optic's order, then the specification's. */
export function changeRows(grouped: GroupedDiffs | undefined): ChangeRow[] {
  if (!grouped) return [];
  const rows = Object.values(grouped.endpoints).flatMap((endpoint) => {
    const operation = `${endpoint.method} ${endpoint.path}`;
    const parameters = [
      ['path', endpoint.pathParameters],
      ['query', endpoint.queryParameters],
      ['header', endpoint.headerParameters],
      ['cookie', endpoint.cookieParameters],
    ] as const;
    return [
      rowFor(operation, 'operation', endpoint),
      ...parameters.flatMap(([kind, named]) =>
        Object.entries(named).map(([name, node]) =>
          rowFor(operation, `${kind} parameter ${name}`, node),
        ),
      ),
      rowFor(operation, 'request body', endpoint.request),
      ...bodyRows(operation, 'request body', endpoint.request.contents),
      ...Object.entries(endpoint.responses).flatMap(([status, response]) => [
        rowFor(operation, `response ${status}`, response),
        ...Object.entries(response.headers).map(([name, header]) =>
          rowFor(operation, `response ${status}, header ${name}`, header),
        ),
        ...bodyRows(operation, `response ${status}`, response.contents),
      ]),
    ];
  });
  return [...rows, ...documentRows(grouped)].filter((row): row is ChangeRow => row !== undefined);
}
