import { describe, expect, it } from 'vitest';
import { firstTapGoals, tapFigures, tapTable } from './first-tap-figures';

describe('tapFigures', () => {
  it("takes each tap's median and holds the first to its goals", () => {
    const figures = tapFigures({
      template: 'home',
      path: '/',
      runs: [
        { firstMs: 96, secondMs: 40 },
        { firstMs: 64, secondMs: 24 },
        { firstMs: 80, secondMs: 32 },
      ],
    });
    expect(figures).toEqual({
      template: 'home',
      path: '/',
      firstMs: 80,
      secondMs: 32,
      overSecondMs: 48,
      met: false,
    });
  });

  it('meets the goals at their limits, and misses them one millisecond over', () => {
    const at = { firstMs: firstTapGoals.firstMs, secondMs: firstTapGoals.firstMs - 40 };
    expect(tapFigures({ template: 'blog', path: '/blog', runs: [at] }).met).toBe(true);
    const over = { firstMs: 101, secondMs: 90 };
    expect(tapFigures({ template: 'blog', path: '/blog', runs: [over] }).met).toBe(false);
    // A second tap slower than the first: nothing was parked, no excess.
    const slowerSecond = tapFigures({
      template: 'blog',
      path: '/blog',
      runs: [{ firstMs: 24, secondMs: 32 }],
    });
    expect(slowerSecond).toMatchObject({ overSecondMs: 0, met: true });
  });

  it('refuses a template with no runs', () => {
    expect(() => tapFigures({ template: 'home', path: '/', runs: [] })).toThrow('/: no runs');
  });
});

describe('tapTable', () => {
  it('prints a row per template with its verdict', () => {
    const rows = [
      tapFigures({ template: 'home', path: '/', runs: [{ firstMs: 56, secondMs: 24 }] }),
      tapFigures({ template: 'about', path: '/about', runs: [{ firstMs: 160, secondMs: 24 }] }),
    ];
    const [, , home, about] = tapTable(rows);
    expect(home).toBe('| home | `/` | 56 | 24 | 32 | ✓ |');
    expect(about).toBe('| about | `/about` | 160 | 24 | 136 | ✗ |');
  });
});
