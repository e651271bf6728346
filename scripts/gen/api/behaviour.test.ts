// x-behaviour is openapi.yaml's one statement of what it promises beyond one answer: the generated
// module matches it, and the descriptions people read say the same numbers.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behaviour } from '#common/api/behaviour';
import { behaviourSource } from './behaviour-source';
import { rootDir } from '../../tooling/paths';

const yaml = readFileSync(join(rootDir, 'openapi.yaml'), 'utf8');

describe('x-behaviour', () => {
  it('is what common/api/behaviour.ts holds', () => {
    expect(readFileSync(join(rootDir, 'common/api/behaviour.ts'), 'utf8')).toBe(
      behaviourSource(yaml),
    );
  });

  it('says what the descriptions say', () => {
    const { code, failedChecks, bodyLimitBytes } = behaviour;
    for (const phrase of [
      `One-time codes are ${code.digits} digits, live ${code.lifetimeMinutes} minutes`,
      `allow ${code.wrongTriesPerCode} wrong tries`,
      `refused for ${code.resendCooldownSeconds} seconds after a send`,
      `after ${failedChecks.consecutiveBeforeLock} consecutive failures`,
      `answer 429 for ${failedChecks.lockMinutes} minutes`,
      `a body over ${bodyLimitBytes / 1024} KB answers 413`,
      'Addresses are\n        compared case-insensitively',
      'Given more than once, even with allowed values, it\n            answers 400',
    ])
      expect(yaml).toContain(phrase);
  });

  it('refuses a contract without it', () => {
    expect(() => behaviourSource('openapi: 3.1.0\n')).toThrow(/no x-behaviour/);
  });
});
