import { readFileSync } from 'node:fs';
import { contractPath } from '../repository-contract';
import { describe, expect, it } from 'vitest';
import { ContractLocator } from './locate';
import type { Violation } from './observed';

const text = readFileSync(contractPath, 'utf8');
const lines = text.split('\n');
const locator = new ContractLocator(text);

/**
 * The 1-based line of the first line matching each pattern in turn, each searched after the one
 * before: the test's own reading of openapi.yaml, by its text, not by the YAML parser.
 */
function lineOf(...patterns: RegExp[]): number {
  let from = 0;
  for (const pattern of patterns) {
    const index = lines.findIndex((line, at) => at >= from && pattern.test(line));
    if (index === -1) throw new Error(`openapi.yaml has no ${String(pattern)} after line ${from}`);
    from = index + 1;
  }
  return from;
}

const response = (
  operation: string,
  status: string,
  pointer: string,
  expected: string,
): Violation => ({
  direction: 'response',
  operation,
  status,
  pointer,
  expected,
});

describe("a violation's place in openapi.yaml", () => {
  it('puts a wrong type at /message on the type of the $ref’d schema’s message', () => {
    const place = locator.locate(response('sendCode', '200', '/message', 'must be string'));
    expect(place.line).toBe(lineOf(/^ {4}SuccessResponse:/, /^ {8}message:/, /^ {10}type: string/));
    expect(place.path).toBe('#/components/schemas/SuccessResponse/properties/message/type');
  });

  it('puts a missing required property on its name in the required list, column and all', () => {
    const place = locator.locate(
      response('verifyCode', '401', '/message', "must have required property 'message'"),
    );
    const line = lineOf(/^ {4}ErrorResponse:/, /^ {6}required: \[/);
    expect(place.line).toBe(line);
    expect(place.column).toBe((lines[line - 1] ?? '').indexOf('message') + 1);
  });

  it('follows a response $ref (components/responses) to the schema it uses', () => {
    const place = locator.locate(response('sendCode', '400', '/success', 'must be false'));
    expect(place.line).toBe(lineOf(/^ {4}ErrorResponse:/, /^ {8}success:/, /^ {10}const: false/));
  });

  it('puts an undocumented status on the operation’s responses', () => {
    const place = locator.locate(
      response('requestWhitelist', '418', '/status', 'one of 200, 400 (got 418)'),
    );
    expect(place.line).toBe(lineOf(/^ {2}\/api\/auth\/whitelist:/, /^ {6}responses:/));
  });

  it('puts a missing required header on the header component’s required, a wrong one on its schema', () => {
    const missing = locator.locate(
      response('sendCode', '429', '/headers/retry-after', 'a Retry-After header (required)'),
    );
    expect(missing.line).toBe(lineOf(/^ {2}headers:/, /^ {4}Retry-After:/, /^ {6}required: true/));
    const wrong = locator.locate(
      response('sendCode', '429', '/headers/retry-after', 'must be integer'),
    );
    expect(wrong.line).toBe(lineOf(/^ {2}headers:/, /^ {4}Retry-After:/, /^ {8}type: integer/));
  });

  it('puts a wrong Content-Type on the response’s content', () => {
    const place = locator.locate(
      response('sendCode', '200', '/headers/content-type', 'application/json (got text/html)'),
    );
    expect(place.line).toBe(lineOf(/^ {2}\/api\/auth\/generate:/, /^ {8}"200":/, /^ {10}content:/));
  });

  it('puts request violations on the request body’s schema and the query parameter’s', () => {
    const extra = locator.locate({
      direction: 'request',
      operation: 'sendCode',
      status: '400',
      pointer: '/extra',
      expected: 'must NOT have additional properties (found "extra")',
    });
    expect(extra.line).toBe(lineOf(/^ {4}SendCodeRequest:/, /^ {6}additionalProperties: false/));
    const query = locator.locate({
      direction: 'request',
      operation: 'getGoogleLoginUrl',
      status: '400',
      pointer: '/query/redirect',
      expected: 'must match pattern "^/x$"',
    });
    expect(query.line).toBe(lineOf(/^ {8}- name: redirect/, /^ {12}pattern: /));
  });

  it('falls back to paths when openapi.yaml has no such operation', () => {
    const unknownStatus = locator.locate(response('nope', '200', '/message', 'must be string'));
    expect(unknownStatus.line).toBe(lineOf(/^paths:/));
  });

  it('walks allOf branches and array items in a schema of its own', () => {
    const own = new ContractLocator(
      [
        'paths:',
        '  /x:',
        '    get:',
        '      operationId: x',
        '      responses:',
        '        "200":',
        '          content:',
        '            application/json:',
        '              schema:',
        '                allOf:',
        '                  - $ref: "#/components/schemas/Base"',
        'components:',
        '  schemas:',
        '    Base:',
        '      properties:',
        '        list:',
        '          items:',
        '            maxLength: 3',
        '',
      ].join('\n'),
    );
    const place = own.locate(
      response('x', '200', '/list/2', 'must NOT have more than 3 characters'),
    );
    expect(place).toEqual({
      line: 18,
      column: 13,
      path: '#/components/schemas/Base/properties/list/items/maxLength',
    });
  });
});
