import { beforeAll, describe, expect, it } from 'vitest';
import { checkApiDiff, type CheckResult } from './check';
import {
  contract,
  edit,
  existing,
  majorBump,
  nextMajor,
  operation,
  renameMessage,
  schema,
  type Edit,
} from './contract-edits';
import { infoVersion } from './verdict';

/**
 * The check's verdict on spec changes, through the real `redocly diff`: one row per change, the
 * base (the current contract, or an edit of it when the change needs something it lacks), the
 * work tree, whether the check fails, and words its report must contain.
 */
type Case = { change: string; base?: Edit; head: Edit[]; fails: boolean; says: string };

const CASES: Case[] = [
  {
    change: 'an operation removed',
    head: [(doc) => doc.deleteIn(existing(doc, ['paths', '/api/auth/contactus']))],
    fails: true,
    says: 'Path `/api/auth/contactus` was removed',
  },
  {
    change: 'a response status removed',
    head: [
      (doc) => doc.deleteIn(existing(doc, operation('/api/auth/validate', 'responses', '503'))),
    ],
    fails: true,
    says: 'Response `503` was removed',
  },
  {
    change: 'an optional query parameter made required',
    head: [
      (doc) =>
        doc.setIn(
          existing(doc, [
            'paths',
            '/api/auth/oauth/google/loginUrl',
            'get',
            'parameters',
            0,
            'required',
          ]),
          true,
        ),
    ],
    fails: true,
    says: '`redirect` query parameter became required',
  },
  {
    change: 'a new required request field',
    head: [
      (doc) => {
        doc.setIn(
          schema('SendCodeRequest', 'properties', 'locale'),
          doc.createNode({ type: 'string' }),
        );
        doc.addIn(existing(doc, schema('SendCodeRequest', 'required')), 'locale');
      },
    ],
    fails: true,
    says: 'became required: `locale`',
  },
  {
    change: "a request field's type narrowed (string to integer)",
    head: [
      (doc) =>
        doc.setIn(existing(doc, schema('ContactRequest', 'properties', 'name', 'type')), 'integer'),
    ],
    fails: true,
    says: "Type of `name` narrowed from 'string' to 'integer'",
  },
  {
    change: "a request string's maxLength lowered",
    head: [
      (doc) =>
        doc.setIn(
          existing(doc, schema('ContactRequest', 'properties', 'message', 'maxLength')),
          500,
        ),
    ],
    fails: true,
    says: "`maxLength` of `message` changed from '5000' to '500'",
  },
  {
    change: 'an enum value removed from a request',
    head: [
      (doc) =>
        doc.setIn(
          existing(doc, schema('ContactCategory', 'enum')),
          doc.createNode(['general', 'whitelist', 'feature', 'connector']),
        ),
    ],
    fails: true,
    says: "Enum of `category` lost values: 'billing'",
  },
  {
    change: 'an enum value added to a response',
    base: (doc) =>
      doc.setIn(
        schema('ErrorResponse', 'properties', 'code'),
        doc.createNode({ type: 'string', enum: ['rate', 'input'] }),
      ),
    head: [(doc) => doc.addIn(schema('ErrorResponse', 'properties', 'code', 'enum'), 'other')],
    fails: true,
    says: "Enum of `code` gained values: 'other'",
  },
  {
    change: 'a required response field no longer required',
    head: [
      (doc) =>
        doc.setIn(
          existing(doc, schema('LoginUrlResponse', 'properties', 'data', 'required')),
          doc.createNode([]),
        ),
    ],
    fails: true,
    says: 'are no longer required: `url`',
  },
  {
    change: 'a required response field removed',
    head: [renameMessage],
    fails: true,
    says: 'Property `message` of `SuccessResponse` was removed',
  },
  {
    change: 'a tighter pattern on a request string',
    head: [(doc) => doc.setIn(existing(doc, schema('OtpCode', 'pattern')), '^[1-9][0-9]{5}$')],
    fails: true,
    says: "`pattern` of `code` changed from '^[0-9]{6}$' to '^[1-9][0-9]{5}$'",
  },
  {
    change: 'a response header removed',
    head: [
      (doc) =>
        doc.deleteIn(
          existing(
            doc,
            operation('/api/auth/validate', 'responses', '200', 'headers', 'Set-Cookie'),
          ),
        ),
    ],
    fails: true,
    says: 'Response header `Set-Cookie` was removed',
  },
  {
    change: 'an optional response field added',
    head: [
      (doc) =>
        doc.setIn(
          schema('ErrorResponse', 'properties', 'hint'),
          doc.createNode({ type: 'string', description: 'What to try next.' }),
        ),
    ],
    fails: false,
    says: 'property hint: added',
  },
  {
    change: 'a description changed',
    head: [
      (doc) =>
        doc.setIn(existing(doc, operation('/api/auth/generate', 'description')), 'Emails a code.'),
    ],
    fails: false,
    says: 'operation: changed (description)',
  },
  {
    change: 'a breaking change under a major version bump',
    head: [renameMessage, majorBump],
    fails: false,
    says: `allowed by the major version bump (${infoVersion(contract)} → ${nextMajor})`,
  },
];

describe(
  'the breaking-change table (redocly diff on edits of openapi.yaml)',
  { timeout: 120_000 },
  () => {
    const results = new Map<string, CheckResult>();
    // Every case's Redocly run at once: about a second each, one at a time.
    beforeAll(async () => {
      await Promise.all(
        CASES.map(async ({ change, base, head }) => {
          const baseText = base ? edit(contract, base) : contract;
          const headText = edit(baseText, ...head);
          results.set(change, await checkApiDiff(baseText, headText, 'main (abc1234)'));
        }),
      );
    }, 120_000);

    it.each(CASES)('$change: fails $fails', ({ change, fails, says }) => {
      const result = results.get(change);
      const output = result?.lines.join('\n');
      expect(result?.exitCode, output).toBe(fails ? 1 : 0);
      expect(output).toContain(says);
      const summary = fails
        ? /^api-diff: \d+ breaking changes? against main \(abc1234\)$/
        : /^api-diff: /;
      expect(result?.lines.at(-1)).toMatch(summary);
    });
  },
);
