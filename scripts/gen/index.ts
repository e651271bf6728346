// `npm run gen -- NAME`: regenerates files that are committed, so a build never needs their tools
// (`npm run check -- generated` fails when one is stale). `npm run gen` alone lists them.
import { fileURLToPath } from 'node:url';
import { listOf, runInOrder, runStep, tsx, type Step } from '../tooling/steps';

/** openapi-typescript's command line; `check -- generated` runs it with another output path. */
export const apiTypesCommand = [
  'openapi-typescript',
  'openapi.yaml',
  '-o',
  'common/api/schema.d.ts',
] as const;

/** Each generator: one or more steps run in order under one name. */
export const generators: Record<string, { about: string; steps: Step[] }> = {
  api: {
    about:
      'openapi.yaml → common/api/schema.d.ts (types) and common/api/behaviour.ts (x-behaviour)',
    steps: [
      { name: 'api types', command: apiTypesCommand, about: 'openapi-typescript' },
      {
        name: 'api behaviour',
        command: tsx('scripts/gen/gen-behaviour.ts'),
        about: 'x-behaviour',
      },
    ],
  },
  blog: {
    about:
      'the Markdown posts → web/src/content/blog/generated/ and their covers (the build runs it first)',
    steps: [{ name: 'blog', command: tsx('scripts/gen/gen-blog.ts'), about: '' }],
  },
  screens: {
    about: 'the product screens as SVG, light and dark',
    steps: [{ name: 'screens', command: tsx('scripts/gen/gen-screens.ts'), about: '' }],
  },
  video: {
    about: 'the demo videos and their posters (ffmpeg; names of videos to limit it)',
    steps: [{ name: 'video', command: tsx('scripts/gen/gen-video.ts'), about: '' }],
  },
  house: {
    about: 'the house drawing in docs/architecture.md, from the imports',
    steps: [{ name: 'house', command: tsx('scripts/gen/gen-house.ts'), about: '' }],
  },
};

const usage = () =>
  `npm run gen -- NAME [args]: regenerates committed files\n${listOf(
    Object.entries(generators).map(([name, { about }]) => ({ name, about, command: [] })),
  )}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [name, ...args] = process.argv.slice(2);
  const generator = name ? generators[name] : undefined;
  if (!name || name === 'list' || name === '--help') console.info(usage());
  else if (!generator) {
    console.error(`gen: no generator "${name}"\n${usage()}`);
    process.exitCode = 1;
  } else {
    process.exitCode = await runInOrder(`gen ${name}`, generator.steps, (step) =>
      runStep(step, args),
    );
  }
}
