// What a blog post is: the front matter every Markdown file must carry, and the generated record
// (front matter + rendered HTML + read time) that scripts/gen/gen-blog.ts writes to generated/posts.ts.
// One schema for both ends: the generator validates its input with it, the site its input.

import { z } from 'zod/mini';
import { authorNames } from './authors';

/** Every category has its own cover design (scripts/gen/blog/covers.ts). */
export const blogCategories = [
  'MCP',
  'AI',
  'Engineering',
  'Automation',
  'Product',
  'Comparisons',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const longDatePattern = new RegExp(`^(${months.join('|')}) ([1-9]|[12]\\d|3[01]), (\\d{4})$`);

/**
 * "August 13, 2024" → "2024-08-13", or undefined when the text is not such a date. Parsed by
 * hand so the calendar day never shifts with the build machine's time zone.
 */
export function parseLongDate(text: string): string | undefined {
  const match = longDatePattern.exec(text);
  if (!match) return undefined;
  const [, monthName = '', day = '', year = ''] = match;
  const month = months.indexOf(monthName);
  const date = new Date(Date.UTC(Number(year), month, Number(day)));
  // Rejects "February 30, 2024", which Date would roll over into March.
  if (date.getUTCMonth() !== month) return undefined;
  return date.toISOString().slice(0, 10);
}

const slug = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens'));
const positiveInt = z.int().check(z.positive());
const text = (min: number, max?: number) =>
  z.string().check(z.minLength(min), ...(max === undefined ? [] : [z.maxLength(max)]));

// zod/mini, like the islands: the site parses the generated posts at build time only, but Vike's
// page bundles still import this module, and classic zod would pull its whole core into the
// chunk the sign-in and contact pages share.
export const frontMatterSchema = z.strictObject({
  id: positiveInt,
  slug,
  title: text(10, 100),
  // The <title> where `title` (the page's <h1>) is too long for a search result: with the
  // " | Testbeam" suffix a result shows about 60 characters (web/src/config/page-route.test.ts).
  seoTitle: z.optional(text(10, 49)),
  // It doubles as the page's meta description, which search engines cut after ~160 characters.
  excerpt: text(50, 170),
  image: z.string().check(z.regex(/^\/images\/blog\/[a-z0-9-]+\.svg$/, '/images/blog/{slug}.svg')),
  imageAlt: text(10),
  // One of ./authors.ts, which holds the role and the bio.
  author: z.enum(authorNames),
  date: z
    .string()
    .check(z.refine((value) => parseLongDate(value) !== undefined, 'a date like "May 14, 2024"')),
  category: z.enum(blogCategories),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

export const headingSchema = z.strictObject({
  depth: z.union([z.literal(2), z.literal(3)]),
  id: z.string().check(z.regex(/^[^\s#]+$/, 'an id without spaces')),
  text: text(1),
});
export type Heading = z.infer<typeof headingSchema>;

export const postSchema = z.extend(frontMatterSchema, {
  /** The author's role, from ./authors.ts: bylines, JSON-LD and Open Graph cards show it. */
  authorRole: text(2),
  /** `date` as YYYY-MM-DD, for `<time datetime>`, the sitemap, the feed and JSON-LD. */
  isoDate: z.iso.date(),
  /** The body rendered at build time: headings with anchors, code already highlighted. */
  html: text(1),
  /** Words of the rendered body, code blocks included (a reader reads the examples too). */
  wordCount: positiveInt,
  /** Minutes at 200 words a minute, rounded up. */
  readTime: positiveInt,
  headings: z.array(headingSchema),
});
export type Post = z.infer<typeof postSchema>;

export const postListSchema = z.array(postSchema);
