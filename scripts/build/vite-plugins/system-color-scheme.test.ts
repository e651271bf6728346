import { preprocessCSS, resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { UNSET_ROOT } from '#web/theme/system-color-scheme.ts';
import { systemColorSchemePlugin } from './system-color-scheme';

describe('systemColorSchemePlugin (the stylesheet, through Vite’s own PostCSS)', () => {
  it('follows each scheme rule with its copy, in place, nested rules and media included', async () => {
    const config = await resolveConfig(
      {
        configFile: false,
        logLevel: 'silent',
        css: { postcss: { plugins: [systemColorSchemePlugin()] } },
      },
      'build',
    );
    const source = [
      '.a { color: red; }',
      "[data-mantine-color-scheme='dark'] .a, [data-mantine-color-scheme='light'] .b { color: blue; }",
      '.c { color: green; }',
      "@media (min-width: 10em) { [data-mantine-color-scheme='dark'] .d { color: white; } }",
      '@keyframes k { from { opacity: 0; } }',
    ].join('\n');
    const { code } = await preprocessCSS(source, '/virtual/test.css', config);
    const flat = code.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `color: blue; } @media (prefers-color-scheme: dark) { ${UNSET_ROOT} .a { color: blue; } } @media (prefers-color-scheme: light) { ${UNSET_ROOT} .b { color: blue; } } .c`,
    );
    expect(flat).toContain(
      `@media (min-width: 10em) { [data-mantine-color-scheme='dark'] .d { color: white; } @media (prefers-color-scheme: dark) { ${UNSET_ROOT} .d { color: white; } } }`,
    );
    expect(flat.match(/prefers-color-scheme/g)).toHaveLength(3);
  });
});
