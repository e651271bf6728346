// The marketplace's filter without JavaScript, through nginx: `?category=` answers that
// category's pre-rendered page (the map and rewrite of dist/nginx/site.conf), as the mock does.

import { describe, expect, inject, it } from 'vitest';
import { agentFacts as agents } from '#common/agents';
import { expectSameAnswer, get } from './answers';
import { checkCategoryPage, withChromium } from './checks';

const nginx = inject('nginxOrigin');
const mock = inject('mockOrigin');

describe('/ai-agents?category=', () => {
  it.each([
    '/ai-agents?category=Google',
    '/ai-agents?category=google',
    '/ai-agents?category=GOOGLE',
    '/ai-agents/?category=Google',
    '/ai-agents?ref=mail&category=Google',
    '/ai-agents?category=+Google+',
    '/ai-agents?category=%20Google',
    '/ai-agents?category=Google&category=AI',
    '/ai-agents?category=ai',
    '/ai-agents?category=Amazon',
    '/ai-agents?category=crypto',
    '/ai-agents?category=Microsoft',
  ])('%s answers the category’s page, as the mock does', async (url) => {
    await checkCategoryPage(nginx, mock, url);
  });

  it.each(['/ai-agents', '/ai-agents?category=', '/ai-agents?category=All', '/ai-agents?x=Google'])(
    '%s is the plain page',
    async (url) => {
      const answer = await expectSameAnswer(nginx, mock, url, 'gzip');
      expect(answer.status).toBe(200);
    },
  );

  it('only rewrites the marketplace', async () => {
    await expectSameAnswer(nginx, mock, '/about?category=Google', 'gzip');
    await expectSameAnswer(nginx, mock, '/?category=Google', 'gzip');
  });

  // Where nginx cannot do what the mock does (docs/deploy.md): an unknown name's note needs
  // a server to write the name in, and nginx does not decode `%47`. Both get the plain page, which
  // the script then filters; the name never reaches a path.
  it.each([
    '/ai-agents?category=Nope',
    '/ai-agents?category=%47oogle',
    '/ai-agents?category=../../etc/passwd',
  ])('%s gets the plain marketplace page', async (url) => {
    const [answer, plain] = await Promise.all([
      get(nginx, url, 'gzip'),
      get(nginx, '/ai-agents', 'gzip'),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(plain.body)).toBe(true);
  });

  it('shows the 12 Google agents without JavaScript', async () => {
    await withChromium(async (browser) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(`${nginx}/ai-agents?category=Google`);
      expect(response?.status()).toBe(200);
      const cards = page.getByRole('list', { name: 'Connector agents' }).locator('li:visible');
      const names = await cards.getByRole('link').allTextContents();
      const google = agents
        .filter((agent) => agent.category === 'Google')
        .map((agent) => agent.name);
      expect(google).toHaveLength(12);
      expect(names.map((name) => name.trim())).toEqual(google);
      expect(
        await page
          .getByRole('group', { name: 'Category' })
          .getByRole('button', { name: 'Google 12 agents' })
          .getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });
});
