import type { Choice } from '../src/features/agents/agent-filter';

declare global {
  namespace Vike {
    interface PageContext {
      /** The marketplace filter a pre-rendered category page shows (+onBeforeRoute.ts). */
      agentChoice?: Choice;
    }
  }
}

export {};
