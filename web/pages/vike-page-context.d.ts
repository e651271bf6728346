import type { Choice } from '#common/agent-filter-rules';

declare global {
  namespace Vike {
    interface PageContext {
      /** The marketplace filter a pre-rendered category page shows (+onBeforeRoute.ts). */
      agentChoice?: Choice;
    }
  }
}

export {};
