import { describe, expect, it } from 'vitest';
import { changeRows, fieldLabel, locate, ruleResults } from './change-rows';
import type { RedoclyChange } from './redocly-report';

const generate = '#/paths/~1api~1auth~1generate/post';

describe('change rows from Redocly changes', () => {
  it.each([
    [['schema', 'properties', 'message'], 'property message'],
    [['schema', 'properties', 'data', 'properties', 'url'], 'property data.url'],
    [['schema', 'items', 'properties', 'id'], 'property [].id'],
    [['schema'], 'schema'],
  ])('labels the field %j as %s', (parts, label) => {
    expect(fieldLabel(parts)).toBe(label);
  });

  it.each([
    [generate, 'POST /api/auth/generate', 'operation'],
    [`${generate}/responses/503`, 'POST /api/auth/generate', 'response 503'],
    [
      `${generate}/responses/200/headers/Set-Cookie`,
      'POST /api/auth/generate',
      'response 200, header Set-Cookie',
    ],
    [
      `${generate}/requestBody/content/application~1json/schema/properties/email`,
      'POST /api/auth/generate',
      'request body, application/json, property email',
    ],
    [`${generate}/parameters/0`, 'POST /api/auth/generate', 'parameter 0'],
    ['#/paths/~1api~1auth~1contactus', '/api/auth/contactus', 'path'],
    ['#/info', 'specification', 'info'],
  ])('places %s in %s at %s', (path, operation, where) => {
    expect(locate(path)).toEqual({ operation, where });
  });

  const removed: RedoclyChange = {
    path: `${generate}/responses/200/content/application~1json/schema/properties/message`,
    kind: 'removed',
    impact: 'major',
    verdicts: [
      {
        ruleId: 'property-removed',
        impact: 'major',
        message: 'Property `message` was removed.',
        location: { file: 'base/openapi.yaml', pointer: '#/components/x', line: 712 },
      },
    ],
  };
  const summary: RedoclyChange = {
    path: generate,
    kind: 'modified',
    impact: 'patch',
    property: 'summary',
    verdicts: [],
  };

  it('makes a row per change, breaking when Redocly rates it major', () => {
    expect(changeRows([removed, summary])).toEqual([
      {
        operation: 'POST /api/auth/generate',
        where: 'response 200, application/json, property message',
        change: 'removed',
        detail: [],
        breaking: true,
      },
      {
        operation: 'POST /api/auth/generate',
        where: 'operation',
        change: 'changed',
        detail: ['summary'],
        breaking: false,
      },
    ]);
  });

  it("names each verdict's place and the line it points at, the base's for a removal", () => {
    const revision = { file: 'head/openapi.yaml', pointer: '#/x', line: 40 };
    const narrowed: RedoclyChange = {
      ...summary,
      impact: 'major',
      property: 'type',
      verdicts: [
        { ruleId: 'schema-type-changed', impact: 'major', message: 'm', location: revision },
      ],
    };
    expect(ruleResults([removed, summary, narrowed])).toEqual([
      {
        name: 'property-removed',
        where:
          'POST /api/auth/generate, response 200, application/json, property message (base openapi.yaml line 712)',
        error: 'Property `message` was removed.',
        impact: 'major',
      },
      {
        name: 'schema-type-changed',
        where: 'POST /api/auth/generate, operation (openapi.yaml line 40)',
        error: 'm',
        impact: 'major',
      },
    ]);
  });
});
