// The rooms' import boundaries, as eslint.config.js writes them (docs/architecture.md "Who may
// import whom"): each case lints one import line as if it stood in the named file.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

/** The no-restricted-imports messages ESLint gives `source` imported from `filePath`. */
async function refusals(filePath: string, source: string): Promise<string[]> {
  const code = `import * as probe from '${source}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['mock-server/src/routes/app/app-pages.ts', '../../../../web/src/content/agents', 'web/'],
    ['mock-server/test/plugins/x.test.ts', '../../../web/src/config/site', 'web/'],
    ['mock-server/console/src/main.tsx', '../../../web/src/theme/global.css', 'web/'],
    ['mock-server/src/util/hosts.ts', '../../../scripts/tooling/ports', 'the server runs'],
    ['mock-server/src/plugins/clock.ts', '../../test/helpers/mock-app', 'the server runs'],
    ['web/src/features/auth/constants.ts', '../../../../mock-server/src/otp/otp-service', 'web/'],
    ['common/agents.ts', '../web/src/content/agents', 'common/'],
    ['common/otp.ts', '../mock-server/src/otp/otp-service', 'common/'],
    ['common/otp.ts', '../scripts/tooling/ports', 'common/'],
    ['scripts/build/gen-static-headers.ts', '../../mock-server/src/site/site-files', 'scripts/'],
  ])('refuses %s importing %s', async (file, source, says) => {
    const messages = await refusals(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  });

  it.each([
    ['mock-server/src/routes/app/app-pages.ts', '#common/agents'],
    ['web/src/content/agents.ts', '#common/agents'],
    ['mock-server/test/log/pretty.test.ts', '../../../scripts/tooling/ports'],
    ['scripts/bench/api.ts', '../../mock-server/src/app'],
    ['tests/contract/harness.ts', '../../mock-server/src/app'],
    ['common/category-urls.ts', './agent-filter-rules'],
  ])('lets %s import %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});
