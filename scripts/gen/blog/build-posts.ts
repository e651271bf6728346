import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { findAuthor } from '#web/content/blog/authors.ts';
import { parseLongDate, type Post } from '#web/content/blog/schema.ts';
import { parsePostSource } from './front-matter';
import type { Highlight } from './highlight';
import { renderMarkdown } from './markdown';
import { countWords, htmlToText, readTimeMinutes } from './text';

/** One Markdown file → the record the site renders. */
export function buildPost(source: string, file: string, highlight: Highlight): Post {
  const { frontMatter, body } = parsePostSource(source, file);
  const slug = basename(file, '.md');
  if (frontMatter.slug !== slug) {
    throw new Error(`${file}: slug "${frontMatter.slug}" must match the file name "${slug}"`);
  }
  if (frontMatter.image !== `/images/blog/${slug}.svg`) {
    throw new Error(`${file}: image must be /images/blog/${slug}.svg (the generated cover)`);
  }
  const { html, headings } = renderMarkdown(body, highlight);
  const wordCount = countWords(htmlToText(html));
  return {
    ...frontMatter,
    // The schema allows only known authors.
    authorRole: findAuthor(frontMatter.author)?.role ?? '',
    isoDate: parseLongDate(frontMatter.date) ?? '',
    html,
    wordCount,
    readTime: readTimeMinutes(wordCount),
    headings,
  };
}

/** Every post under `dir`, in id order; ids must run 1, 2, 3... with no gap or repeat. */
export async function buildPosts(dir: string, highlight: Highlight): Promise<Post[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const posts = await Promise.all(
    files.map(async (name) => buildPost(await readFile(join(dir, name), 'utf8'), name, highlight)),
  );
  posts.sort((a, b) => a.id - b.id);
  posts.forEach((post, index) => {
    if (post.id !== index + 1) {
      throw new Error(
        `Post ids must be 1..${posts.length} with no gap or repeat; found ${post.id}`,
      );
    }
  });
  return posts;
}
