// `npm run gen -- blog`: renders the Markdown posts to web/src/content/blog/generated/posts.ts and
// draws their covers into web/public/images/blog/. Both are committed (the site and `npm run dev`
// read them); `npm run check -- generated` fails when they are stale. A file already as it should
// be is left alone: `npm test` builds beside the typecheck, the lint and the unit tests, which read
// these files, and must never see one half written.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { blogOutputs, COVERS_DIR } from './blog/outputs';
import { rootDir } from '../tooling/paths';

const files = await blogOutputs();
const written = await Promise.all(
  files.map(async ({ path, content }) => {
    const target = join(rootDir, path);
    const now = await readFile(target).catch(() => null);
    if (now?.equals(Buffer.from(content))) return false;
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
    return true;
  }),
);
// A cover whose post is gone would be served forever: remove it.
const wanted = new Set(files.map((file) => file.path));
for (const name of await readdir(join(rootDir, COVERS_DIR))) {
  if (!wanted.has(`${COVERS_DIR}/${name}`)) await rm(join(rootDir, COVERS_DIR, name));
}
const changed = written.filter(Boolean).length;
console.info(`gen blog: ${files.length - 1} posts and their covers, ${changed} file(s) written`);
