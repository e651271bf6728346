import { describe, expect, it } from 'vitest';
import { benchRoutes } from './bench-routes';
import {
  cssBudgetKb,
  everJsBudget,
  everOverMessage,
  jsBudgetKb,
  judge,
  jsFilesBudget,
  KB,
  kindOf,
  overBudgetMessages,
  totalOf,
} from './size-budget';

const kindByPath = new Map(benchRoutes().map((route) => [route.path, kindOf(route)]));

describe('kindOf', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'sign-in'],
    ['/email-whitelist', 'sign-in'],
    ['/github', 'agent'],
    ['/api-mcp-studio-access', 'agent'],
    ['/contact', 'form'],
    ['/about', 'content'],
    ['/ai-agents', 'content'],
    ['/api-mcp-studio', 'content'],
    ['/micro-saas', 'content'],
    ['/blog', 'content'],
    ['/blog/api-testing-mcp-automation', 'content'],
    ['/terms-of-service', 'content'],
    ['/privacy-policy', 'content'],
    ['/this-page-does-not-exist', 'content'],
  ])('%s is a %s page', (path, kind) => {
    expect(kindByPath.get(path)).toBe(kind);
  });

  it('has the budgets, the contact form sharing the sign-in one', () => {
    expect(jsBudgetKb).toEqual({ home: 160, 'sign-in': 95, agent: 95, form: 95, content: 90 });
    expect(cssBudgetKb).toEqual({ inline: 10, linked: 22 });
  });
});

describe('totalOf', () => {
  it('counts a file listed twice once', () => {
    const a = { file: 'a.js', bytes: 300, gzipBytes: 100 };
    const b = { file: 'b.js', bytes: 30, gzipBytes: 20 };
    expect(totalOf([a, b, a])).toEqual({ files: 2, bytes: 330, gzipBytes: 120 });
    expect(totalOf([])).toEqual({ files: 0, bytes: 0, gzipBytes: 0 });
  });
});

describe('judge', () => {
  const size = (kb: number) => ({ files: 1, bytes: kb * KB * 4, gzipBytes: kb * KB });
  const css = (inline: number, linked = inline) => ({ inline: size(inline), linked: size(linked) });
  const home = { page: 'index' } as const;
  const post = { page: 'blog/@slug' } as const;

  it('passes a route exactly at its budgets', () => {
    expect(judge(home, size(160), css(10, 12))).toMatchObject({ ok: true, jsOverBytes: 0 });
    expect(judge(home, size(160), css(10, 12)).cssOverBytes).toEqual({ inline: 0, linked: 0 });
  });

  it('fails a route one byte over, and says by how much', () => {
    const js = { files: 1, bytes: 0, gzipBytes: 90 * KB + 1 };
    const verdict = judge(post, js, css(5));
    expect(verdict).toMatchObject({ kind: 'content', ok: false, jsOverBytes: 1 });
    expect(overBudgetMessages('/blog/x', js, css(5), verdict)).toEqual([
      '/blog/x (content): JavaScript 90.0 KB gzip, budget 90 KB: 1 bytes (0.0 KB) over',
    ]);
  });

  it('fails a route whose JavaScript comes in more files than the budget, and says how many', () => {
    const js = { files: jsFilesBudget + 2, bytes: 0, gzipBytes: 40 * KB };
    const login = { page: 'login' } as const;
    const verdict = judge(login, js, css(5));
    expect(verdict).toMatchObject({ ok: false, jsOverBytes: 0, jsFilesOver: 2 });
    expect(overBudgetMessages('/login', js, css(5), verdict)).toEqual([
      `/login (sign-in): JavaScript in ${jsFilesBudget + 2} files, budget ${jsFilesBudget}: 2 over`,
    ]);
    expect(judge(login, { ...js, files: jsFilesBudget }, css(5)).ok).toBe(true);
  });

  it('names every budget that is broken, and nothing when none is', () => {
    const verdict = judge(home, size(170), css(11, 25));
    expect(verdict.cssOverBytes).toEqual({ inline: KB, linked: 3 * KB });
    expect(overBudgetMessages('/', size(170), css(11, 25), verdict)).toEqual([
      '/ (home): JavaScript 170.0 KB gzip, budget 160 KB: 10240 bytes (10.0 KB) over',
      '/ (home): CSS (inline) 11.0 KB gzip, budget 10 KB: 1024 bytes (1.0 KB) over',
      '/ (home): CSS (linked) 25.0 KB gzip, budget 22 KB: 3072 bytes (3.0 KB) over',
    ]);
    expect(overBudgetMessages('/', size(1), css(1), judge(home, size(1), css(1)))).toEqual([]);
  });

  it('fails a route whose inline CSS alone is one byte over', () => {
    const inline = { files: 1, bytes: 0, gzipBytes: 10 * KB + 1 };
    const verdict = judge(home, size(1), { inline, linked: size(1) });
    expect(verdict).toMatchObject({ ok: false, cssOverBytes: { inline: 1, linked: 0 } });
  });
});

describe('everJsBudget and everOverMessage', () => {
  const kib = (n: number) => ({ files: 1, bytes: n * 1024 * 3, gzipBytes: n * 1024 });
  it('holds every page without a form to 15 KB over its life, and leaves form pages alone', () => {
    for (const page of ['index', 'about', 'blog/@slug', 'ai-agents', 'screen', '404'] as const) {
      expect(everJsBudget({ page })).toBe(15);
    }
    for (const page of ['login', 'agent', 'email-whitelist', 'waitlist', 'contact'] as const) {
      expect(everJsBudget({ page })).toBeNull();
      expect(everOverMessage('/x', { page }, kib(200))).toBeNull();
    }
  });

  it('names the page and the excess', () => {
    expect(everOverMessage('/', { page: 'index' }, kib(15))).toBeNull();
    expect(
      everOverMessage('/', { page: 'index' }, { files: 2, bytes: 0, gzipBytes: 15 * 1024 + 1 }),
    ).toBe(
      '/ (home, no form): all the JavaScript it can ever load 15.0 KB gzip, budget 15 KB: 1 bytes (0.0 KB) over',
    );
  });
});
