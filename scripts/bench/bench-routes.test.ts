import { describe, expect, it } from 'vitest';
import { routes } from '#web/config/routes.ts';
import { benchRoutes, NOT_FOUND_PATH, selectRoutes } from './bench-routes';

describe('benchRoutes', () => {
  const all = benchRoutes();

  it('is every route of the route table, then the 404 page', () => {
    expect(all.map((route) => route.path)).toEqual([
      ...routes.map((route) => route.path),
      NOT_FOUND_PATH,
    ]);
    expect(all.at(-1)).toMatchObject({ page: '404', htmlFile: '404.html' });
  });

  it('names the pre-rendered file of each route', () => {
    const file = (path: string) => all.find((route) => route.path === path)?.htmlFile;
    expect(file('/')).toBe('index.html');
    expect(file('/blog/api-testing-mcp-automation')).toBe(
      'blog/api-testing-mcp-automation/index.html',
    );
  });
});

describe('selectRoutes', () => {
  const all = benchRoutes();

  it('keeps every route when the list is unset or empty', () => {
    expect(selectRoutes(all, undefined)).toBe(all);
    expect(selectRoutes(all, ' ')).toBe(all);
  });

  it('picks the listed routes; "404" or an unknown path is the 404 page', () => {
    const picked = selectRoutes(all, '/about/, /login,404,/nope');
    expect(picked.map((route) => [route.path, route.page])).toEqual([
      ['/about', 'about'],
      ['/login', 'login'],
      [NOT_FOUND_PATH, '404'],
      ['/nope', '404'],
    ]);
  });
});
