// `npm run build`: the build's steps in order, each timed. Vike pre-renders the site; the steps
// after it rewrite and add to dist/client, and the last builds the developer console. A step that
// fails stops the build with its exit code.
import { fileURLToPath } from 'node:url';
import { runInOrder, tsx, type Step } from '../tooling/steps';

export const buildSteps: readonly Step[] = [
  {
    name: 'blog',
    command: tsx('scripts/gen/gen-blog.ts'),
    about: 'the Markdown posts → web/src/content/blog/generated/ and their covers',
  },
  {
    name: 'vike',
    command: ['vike', 'build'],
    about: 'Vite and Vike: the bundles, every page pre-rendered',
  },
  {
    name: 'font-subset',
    command: tsx('scripts/build/gen-font-subset.ts'),
    about: 'Inter cut to the characters the pages use',
  },
  {
    name: 'boot-preload',
    command: tsx('scripts/build/gen-boot-preload.ts'),
    about: "modulepreload hints for the boot script's imports",
  },
  {
    name: 'critical-css',
    command: tsx('scripts/build/gen-critical-css.ts'),
    about: "each page's own stylesheet and critical CSS, behind the after-paint loader",
  },
  {
    name: 'sitemap',
    command: tsx('scripts/build/gen-sitemap.ts'),
    about: 'sitemap, robots and the RSS feed',
  },
  {
    name: 'og-images',
    command: tsx('scripts/build/gen-og-images.ts'),
    about: 'a social card per page',
  },
  {
    name: 'static-headers',
    command: tsx('scripts/build/gen-static-headers.ts'),
    about: 'the hosting files: nginx block, _headers, _redirects',
  },
  {
    name: 'compress',
    command: tsx('scripts/build/compress.ts'),
    about: 'brotli and gzip copies of every text file',
  },
  {
    name: 'console',
    command: ['vite', 'build', '-c', 'mock-server/console/vite.config.ts', '--logLevel', 'warn'],
    about: "the mock's developer console → dist/console",
  },
  {
    name: 'stamp',
    command: tsx('scripts/build/stamp.ts'),
    about: "the build's inputs by content hash, last, so npm start knows when it is stale",
  },
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await runInOrder('build', buildSteps);
}
