// The rooms' import boundaries, as eslint.config.js writes them (docs/architecture.md "Who may
// import whom"): each case lints one import line as if it stood in the named file, through the
// repository's own ESLint config. The rule resolves the specifier first, so every target here is
// a real file, reached once through its alias (#web/..., #common/...) where it has one and once
// by a relative path.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

// The path rule, and the one that refuses the repository's aliases by name inside conformance/,
// where they resolve to nothing.
const boundaryRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

/** The boundary messages ESLint gives `line` (an import statement) standing in `filePath`. */
async function refusalsOf(filePath: string, line: string): Promise<string[]> {
  const code = `${line}\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => boundaryRules.has(message.ruleId ?? ''))
    .map((message) => message.message);
}

const refusals = (filePath: string, source: string) =>
  refusalsOf(filePath, `import * as probe from '${source}';`);

describe('import boundaries', () => {
  it.each([
    // The site and the mock server meet only in common/.
    ['mock-server/src/routes/app/app-pages.ts', '#web/content/agents.ts', 'web/'],
    ['mock-server/src/routes/app/app-pages.ts', '../../../../web/src/content/agents', 'web/'],
    ['mock-server/test/plugins/x.test.ts', '#web/config/site.ts', 'web/'],
    ['mock-server/test/plugins/x.test.ts', '../../../web/src/config/site', 'web/'],
    ['mock-server/console/src/main.tsx', '../../../web/src/config/site.ts', 'web/'],
    ['web/src/features/auth/constants.ts', '../../../../mock-server/src/otp/otp-service', 'web/'],
    ['web/pages/login/+Page.tsx', '../../../mock-server/src/otp/otp-service', 'web/'],
    // The server runs without the scripts and the tests (neither has an alias).
    ['mock-server/src/util/hosts.ts', '../../../scripts/tooling/ports', 'the server runs'],
    ['mock-server/src/plugins/clock.ts', '../../test/helpers/mock-app', 'the server runs'],
    ['mock-server/src/plugins/clock.ts', '../../../tests/contract/harness', 'the server runs'],
    // common/ imports from no other room.
    ['common/agents.ts', '#web/content/agents.ts', 'common/'],
    ['common/agents.ts', '../web/src/content/agents', 'common/'],
    ['common/otp.ts', '../mock-server/src/otp/otp-service', 'common/'],
    ['common/otp.ts', '../scripts/tooling/ports', 'common/'],
    ['common/otp.ts', '../tests/contract/harness', 'common/'],
    // The scripts reach the mock server through its entry points only.
    ['scripts/build/gen-static-headers.ts', '../../mock-server/src/site/site-files', 'scripts/'],
    // The conformance runner, a package of its own: nothing of the repository around it.
    ['conformance/src/report.ts', '../../scripts/tooling/paths', 'its own package'],
    ['conformance/src/contract-document.ts', '#common/api/behaviour', 'its own package'],
    ['conformance/src/cli.ts', '#web/config/routes.ts', 'its own package'],
    ['conformance/bin/testbeam-contract.js', '../../common/otp', 'its own package'],
    ['conformance/build.ts', '../scripts/tooling/paths', 'its own package'],
    // Inside web/src: sideways between features, at any depth of the importing file.
    ['web/src/features/auth/toasts.ts', '#web/features/contact/use-contact-form.ts', 'another'],
    ['web/src/features/auth/toasts.ts', '../contact/use-contact-form', 'another feature'],
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '../../auth/SignInCard', 'another feature'],
    ['web/src/features/blog/Article/x/y.ts', '../../../seo/SeoTags', 'another feature'],
    ['web/src/features/blog/Article/x/y.ts', '#web/features/seo/SeoTags.tsx', 'another feature'],
    // Upward: a shared room importing a feature.
    ['web/src/components/CopyLink/copy-link.enhance.ts', '#web/features/auth/toasts.ts', 'feature'],
    ['web/src/components/CopyLink/copy-link.enhance.ts', '../../features/auth/toasts', 'feature'],
    ['web/src/content/legal/privacy.ts', '#web/features/auth/constants.ts', 'must not import a'],
    ['web/src/content/legal/privacy.ts', '../../features/auth/constants', 'must not import a'],
    ['web/src/toast/notify.ts', '../features/contact/use-contact-form', 'must not import a'],
    ['web/src/islands/hydrate.ts', '#web/features/auth/SignInCard.tsx', 'must not import a'],
    ['web/src/islands/hydrate.ts', '../features/auth/SignInCard', 'must not import a'],
    ['web/src/client/loader/attributes.ts', '#web/features/analytics/start.ts', 'must not import'],
    // Upward: below the top floor, importing an entry point.
    ['web/src/islands/hydrate.ts', '#web/islands/registry.ts', 'top floor'],
    ['web/src/islands/hydrate.ts', './registry', 'top floor'],
    ['web/src/islands/IslandMarkup.tsx', './Island', 'top floor'],
    ['web/src/client/tooltip.ts', '#web/client/boot.ts', 'top floor'],
    ['web/src/client/tooltip.ts', './boot', 'top floor'],
    ['web/src/features/auth/SignInCard.tsx', '#web/islands/Island.tsx', 'top floor'],
    ['web/src/features/auth/SignInCard.tsx', '../../islands/Island', 'top floor'],
    ['web/src/features/contact/ContactPage.tsx', '../../islands/registry', 'top floor'],
    ['web/src/components/Header/Header.tsx', '../../../pages/+Layout', 'top floor'],
  ])('refuses %s importing %s', async (file, source, says) => {
    const messages = await refusals(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(says);
  });

  it('refuses a type-only import and a re-export as it refuses a value import', async () => {
    const file = 'web/src/toast/notify.ts';
    const typeOnly = "import type * as probe from '#web/features/auth/constants.ts';";
    const reExport =
      "import * as probe from 'node:path';\nexport * from '#web/islands/registry.ts';";
    expect(await refusalsOf(file, typeOnly)).toHaveLength(1);
    expect(await refusalsOf(file, reExport)).toHaveLength(1);
  });

  it.each([
    ['mock-server/src/routes/app/app-pages.ts', '#common/agents'],
    ['web/src/content/agents.ts', '#common/agents'],
    ['mock-server/test/log/pretty.test.ts', '../../../scripts/tooling/ports'],
    ['scripts/bench/api.ts', '../../mock-server/src/app'],
    ['scripts/bench/api.ts', '../../mock-server/src/app.ts'],
    ['tests/contract/harness.ts', '../../mock-server/src/app'],
    ['tests/contract/harness.ts', '#web/content/agents.ts'],
    ['common/category-urls.ts', './agent-filter-rules'],
    ['conformance/src/report.ts', './xml'],
    ['conformance/bin/testbeam-contract.js', '../dist/bin.js'],
    ['conformance/build.ts', './src/contract-file'],
    ['scripts/build/seo/sitemap.ts', '@testbeam/contract/src/xml'],
    // Inside web/src: a feature's own files, shared rooms, and the top floor composing features.
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '../AgentBadge'],
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '#web/features/agents/AgentBadge.tsx'],
    [
      'web/src/features/agents/AgentGrid/AgentGrid.tsx',
      '#web/components/WhitelistLink/WhitelistLink.tsx',
    ],
    ['web/src/features/auth/AccessRequestForm.tsx', '../../toast/notify'],
    ['web/src/features/auth/AccessRequestForm.test.tsx', '#web/islands/IslandProviders.tsx'],
    ['web/src/components/CopyLink/copy-link.enhance.ts', '#web/toast/notify.ts'],
    ['web/src/content/agents.ts', '../config/crumb'],
    ['web/src/islands/registry.ts', '#web/features/auth/SignInCard.tsx'],
    ['web/src/islands/registry.ts', '../features/auth/SignInCard'],
    ['web/src/islands/registry.test.ts', '#web/features/auth/SignInCard.tsx'],
    ['web/src/islands/Island.tsx', './registry'],
    ['web/src/client/boot.ts', '#web/features/analytics/start.ts'],
    ['web/src/client/boot.test.ts', './boot'],
    ['web/pages/agent/+Page.tsx', '#web/features/agents/AgentLanding.tsx'],
    ['web/pages/agent/+Page.tsx', '../../src/islands/Island'],
  ])('lets %s import %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});
