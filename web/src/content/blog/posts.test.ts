import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '#web/config/routes.ts';
import { authors, findAuthor } from './authors';
import { featuredPost, findPostBySlug, posts } from './posts';
import { parseLongDate } from './schema';

// docs/decisions/0004-blog-slugs.md, spelled out here on purpose: the data must match the decision.
const slugs = [
  'api-testing-mcp-automation',
  'building-scalable-ai-microservices',
  'ai-vector-databases-better-llm-performance',
  'ai-automating-workflows-intelligent-scheduling',
  'mcp-studio-revolutionizing-api-management',
  'mcp-toolset-overview-api-vs-mcp-comparison',
  'vs-postman-better-choice-comparison',
  'vs-postman-vs-insomnia-difference-comparison',
  'intellisense-ai-driven-testing-vs-postman',
];

const publicDir = join(import.meta.dirname, '../../../public');
const bySlug = (slug: string) => findPostBySlug(slug) ?? expect.fail(`no post ${slug}`);
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)];

describe('blog posts', () => {
  it('are the nine of the blog-slugs record, in order, with ids 1 to 9', () => {
    expect(posts.map((post) => post.slug)).toEqual(slugs);
    expect(posts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(posts.map((post) => post.id)).size).toBe(9);
  });

  it('feature the first post (docs/requirements.md: 1 featured, 8 in the grid)', () => {
    expect(featuredPost.slug).toBe('api-testing-mcp-automation');
    expect(posts.filter((post) => post !== featuredPost)).toHaveLength(8);
  });

  it('take 4 to 9 minutes to read, at 200 words a minute of their body', () => {
    for (const post of posts) {
      expect(post.readTime, post.slug).toBeGreaterThanOrEqual(4);
      expect(post.readTime, post.slug).toBeLessThanOrEqual(9);
      expect(post.readTime, post.slug).toBe(Math.ceil(post.wordCount / 200));
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(600);
    }
  });

  it('carry long-text dates that Date.parse reads as the same day as isoDate', () => {
    for (const post of posts) {
      expect(Number.isNaN(Date.parse(post.date)), post.date).toBe(false);
      expect(parseLongDate(post.date)).toBe(post.isoDate);
      const local = new Date(Date.parse(post.date));
      expect(local.getDate(), post.slug).toBe(Number(post.isoDate.slice(8)));
    }
  });

  it('each have a generated cover where their front matter points', () => {
    for (const post of posts) {
      expect(post.image).toBe(`/images/blog/${post.slug}.svg`);
      expect(existsSync(join(publicDir, post.image)), post.image).toBe(true);
    }
  });

  it.each([1, 5, 7])('post %i calls to action: Get Started Free and Contact Sales', (id) => {
    const post = posts[id - 1] ?? expect.fail(`no post ${id}`);
    const found = links(post.html).map(([, href, text]) => [href, text]);
    expect(found).toContainEqual(['/api-mcp-studio-access', 'Get Started Free']);
    expect(found).toContainEqual(['/contact', 'Contact Sales']);
  });

  it.each([2, 9])('post %i links to sign-in (/login)', (id) => {
    const post = posts[id - 1] ?? expect.fail(`no post ${id}`);
    expect(links(post.html).map(([, href]) => href)).toContain('/login');
  });

  it('link only to pages that exist: internal links resolve in the route table', () => {
    for (const post of posts) {
      for (const [, href = ''] of links(post.html)) {
        if (href.startsWith('#')) {
          expect(post.html, `${post.slug} → ${href}`).toContain(`id="${href.slice(1)}"`);
        } else if (href.startsWith('/')) {
          expect(findRoute(href), `${post.slug} → ${href}`).toBeDefined();
        }
      }
    }
  });

  it('have unique titles and excerpts that fit a meta description', () => {
    expect(new Set(posts.map((post) => post.title)).size).toBe(9);
    for (const post of posts) expect(post.excerpt.length).toBeLessThanOrEqual(170);
    expect(bySlug('vs-postman-better-choice-comparison').category).toBe('Comparisons');
  });
});

// Dates true to the subject. MCP was announced on 25 November 2024; the blog was
// re-dated on 23 November 2026 to run from early 2025 up to then.
const MCP_ANNOUNCED = '2024-11-25';
const REDATED_ON = '2026-11-23';
const SIX_MONTHS_BEFORE = '2026-05-23';
const mentionsMcp = (post: (typeof posts)[number]) =>
  /\bMCP\b|Model Context Protocol/.test(`${post.title} ${post.excerpt} ${post.html}`);

describe('blog dates and authors', () => {
  it('list newest first, so the featured post is the newest', () => {
    const dates = posts.map((post) => post.isoDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(posts.length);
  });

  it('date no post about MCP before MCP was announced', () => {
    const aboutMcp = posts.filter(mentionsMcp);
    expect(aboutMcp.length).toBeGreaterThanOrEqual(7);
    for (const post of aboutMcp) expect(post.isoDate > MCP_ANNOUNCED, post.slug).toBe(true);
  });

  it('run up to the present: the newest within six months, none in the future', () => {
    expect(featuredPost.isoDate >= SIX_MONTHS_BEFORE, featuredPost.isoDate).toBe(true);
    for (const post of posts) expect(post.isoDate <= REDATED_ON, post.slug).toBe(true);
  });

  it("each name a known author, with that author's role, and every author writes", () => {
    for (const post of posts) {
      const author = findAuthor(post.author) ?? expect.fail(`${post.slug}: unknown author`);
      expect(post.authorRole, post.slug).toBe(author.role);
    }
    expect(new Set(posts.map((post) => post.author))).toEqual(
      new Set(authors.map((author) => author.name)),
    );
  });

  it('give every author a one-sentence bio', () => {
    for (const { name, bio } of authors) {
      expect(bio, name).toMatch(/^[^.!?]+[.]$/);
      expect(bio.length, name).toBeLessThanOrEqual(240);
    }
  });
});

describe('parseLongDate', () => {
  it.each([
    ['August 13, 2024', '2024-08-13'],
    ['February 29, 2024', '2024-02-29'],
    ['February 30, 2024', undefined],
    ['Aug 13, 2024', undefined],
    ['2024-08-13', undefined],
  ])('%s → %s', (text, iso) => {
    expect(parseLongDate(text)).toBe(iso);
  });
});
