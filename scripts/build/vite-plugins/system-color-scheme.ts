// The no-JavaScript colour scheme over the stylesheet: the rules are web/src/theme's
// (system-color-scheme.ts, which ThemeCssVariables.tsx also applies to Mantine's inline variables).

import type { AtRule as PostcssAtRule, ChildNode, Plugin, Rule } from 'postcss';
import { SCHEMES, systemSchemeMedia, unsetRootSelectors } from '#web/theme/system-color-scheme.ts';

/**
 * The PostCSS plugin (run by Vite's own PostCSS: only its types are imported here): each scheme
 * rule is followed by its copies, so the cascade order holds.
 */
export function systemColorSchemePlugin(): Plugin {
  return {
    postcssPlugin: 'testbeam-system-color-scheme',
    OnceExit(root, { AtRule }) {
      const rules: Rule[] = [];
      root.walkRules((rule) => {
        const parent = rule.parent as Partial<PostcssAtRule> | undefined;
        const inKeyframes = parent?.type === 'atrule' && /keyframes$/.test(parent.name ?? '');
        if (!inKeyframes && rule.selector.includes('data-mantine-color-scheme')) rules.push(rule);
      });
      for (const rule of rules) {
        const byScheme = unsetRootSelectors(rule.selector);
        let after: ChildNode = rule;
        for (const scheme of SCHEMES) {
          const selectors = byScheme[scheme];
          if (!selectors || !rule.parent) continue;
          const media = new AtRule({ name: 'media', params: systemSchemeMedia(scheme) });
          media.append(rule.clone({ selector: selectors.join(', ') }));
          rule.parent.insertAfter(after, media);
          after = media;
        }
      }
    },
  };
}
