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
    // The conformance runner, a package of its own: nothing of the repository around it.
    ['conformance/src/report.ts', '../../scripts/tooling/paths', 'its own package'],
    ['conformance/src/contract-document.ts', '#common/api/behaviour', 'its own package'],
    ['conformance/src/cli.ts', '#web/config/routes.ts', 'its own package'],
    ['conformance/bin/testbeam-conformance.js', '../../common/otp', 'its own package'],
    ['conformance/pack-contract.ts', '../scripts/tooling/paths', 'its own package'],
    // Inside web/src: sideways between features, at any depth of the importing file.
    ['web/src/features/auth/toasts.ts', '../contact/use-contact-form', 'another feature'],
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '../../auth/SignInCard', 'another feature'],
    ['web/src/features/blog/Article/x/y.ts', '../../../seo/SeoTags', 'another feature'],
    // Upward: a shared room importing a feature.
    ['web/src/components/CopyLink/copy-link.enhance.ts', '../../features/auth/toasts', 'feature'],
    ['web/src/content/legal/privacy.ts', '../../features/auth/constants', 'must not import a'],
    ['web/src/toast/notify.ts', '../features/contact/use-contact-form', 'must not import a'],
    ['web/src/islands/hydrate.ts', '../features/auth/SignInCard', 'must not import a'],
    // Upward: below the top floor, importing an entry point.
    ['web/src/islands/hydrate.ts', './registry', 'top floor'],
    ['web/src/islands/IslandMarkup.tsx', './Island', 'top floor'],
    ['web/src/client/tooltip.ts', './boot', 'top floor'],
    ['web/src/features/auth/SignInCard.tsx', '../../islands/Island', 'top floor'],
    ['web/src/features/contact/ContactPage.tsx', '../../islands/registry', 'top floor'],
    ['web/src/components/Header/Header.tsx', '../../../pages/+Layout', 'top floor'],
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
    ['conformance/src/report.ts', './xml'],
    ['conformance/bin/testbeam-conformance.js', '../src/cli.ts'],
    ['conformance/pack-contract.ts', './src/contract-file'],
    ['scripts/build/seo/sitemap.ts', 'testbeam-conformance/xml'],
    // Inside web/src: a feature's own files, shared rooms, and the top floor composing features.
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '../AgentBadge'],
    ['web/src/features/agents/AgentGrid/AgentGrid.tsx', '../../../components/WhitelistLink/x'],
    ['web/src/features/auth/AccessRequestForm.tsx', '../../toast/notify'],
    ['web/src/features/auth/AccessRequestForm.test.tsx', '../../islands/IslandProviders'],
    ['web/src/components/CopyLink/copy-link.enhance.ts', '../../toast/notify'],
    ['web/src/content/agents.ts', '../config/crumb'],
    ['web/src/islands/registry.ts', '../features/auth/SignInCard'],
    ['web/src/islands/Island.tsx', './registry'],
    ['web/src/client/boot.ts', '../features/analytics/start'],
    ['web/pages/agent/+Page.tsx', '../../src/features/agents/AgentLanding'],
    ['web/pages/agent/+Page.tsx', '../../src/islands/Island'],
  ])('lets %s import %s', async (file, source) => {
    expect(await refusals(file, source)).toEqual([]);
  });
});
