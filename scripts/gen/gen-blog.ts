// `npm run gen:blog`: renders the Markdown posts to web/src/content/blog/generated/posts.ts and
// draws their covers into web/public/images/blog/. Both are committed (the site and `npm run dev`
// read them); `npm run check:generated` fails when they are stale.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { blogOutputs, COVERS_DIR } from './blog/outputs';
import { rootDir } from '../tooling/paths';

const files = await blogOutputs();
await Promise.all(
  files.map(async ({ path, content }) => {
    await mkdir(dirname(join(rootDir, path)), { recursive: true });
    await writeFile(join(rootDir, path), content);
  }),
);
// A cover whose post is gone would be served forever: remove it.
const wanted = new Set(files.map((file) => file.path));
for (const name of await readdir(join(rootDir, COVERS_DIR))) {
  if (!wanted.has(`${COVERS_DIR}/${name}`)) await rm(join(rootDir, COVERS_DIR, name));
}
console.info(`gen:blog: ${files.length - 1} posts and their covers written`);
