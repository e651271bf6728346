import type { Plugin } from 'vite';

interface Group {
  name?: unknown;
  debugName?: string;
}
interface Output {
  codeSplitting?: unknown;
}

/**
 * Gives a `debugName` to every code-splitting group named by a function that has none, so
 * Rolldown's timing report can name it instead of warning. Our own groups carry theirs in
 * vite.config.ts; the one this is for is vike's (its CSS workaround, vikejs/vike#1815), added to
 * our `codeSplitting.groups` after our config is read. Upstream's warning, silenced: nothing
 * built changes, only the label.
 */
export function labelChunkGroups(output: unknown, label = 'vike-css'): number {
  let labelled = 0;
  for (const entry of Array.isArray(output) ? output : [output]) {
    const split = (entry as Output | undefined)?.codeSplitting;
    if (!split || typeof split !== 'object') continue;
    const groups = (split as { groups?: Group[] }).groups ?? [];
    for (const group of groups) {
      if (typeof group.name !== 'function' || group.debugName !== undefined) continue;
      group.debugName = label;
      labelled += 1;
    }
  }
  return labelled;
}

/** labelChunkGroups after every other plugin has set up the build (vike's included). */
export function labelChunkGroupsPlugin(): Plugin {
  return {
    name: 'testbeam:label-chunk-groups',
    apply: 'build',
    configResolved: {
      order: 'post',
      handler(config) {
        labelChunkGroups(config.build.rolldownOptions.output);
      },
    },
  };
}
