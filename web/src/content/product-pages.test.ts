import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { microSaasFaq, studioFaq } from './faq';
import {
  agenticWorkflowPage,
  microSaasPage,
  notebookPage,
  schedulerPage,
  studioPage,
  vectorPage,
} from './product-pages';
import { notebookScreens, schedulerScreens, screens, vectorScreens } from './screens';
import { demoVideo, notebookVideo } from './videos';

const productPages = [studioPage, notebookPage, schedulerPage, vectorPage];
const comingSoonPages = [agenticWorkflowPage, microSaasPage];
const publicFile = (src: string) => existsSync(`web/public${src}`);

describe('product pages (docs/requirements.md §2 and §9)', () => {
  it('gives API MCP Studio the demo video, all 10 screenshots and a 6-question FAQ', () => {
    expect(studioPage.media.content).toEqual({ kind: 'video', video: demoVideo });
    expect(studioPage.gallery.items).toHaveLength(10);
    expect(studioPage.gallery.items).toEqual(screens);
    expect(studioPage.faq.items).toBe(studioFaq);
    expect(studioFaq).toHaveLength(6);
  });

  it('gives the notebook its own video and a 5-image gallery of its own screens', () => {
    const own = new Set(notebookScreens.map((slide) => slide.src));
    expect(notebookPage.media.content).toEqual({ kind: 'video', video: notebookVideo });
    expect(notebookPage.gallery.items).toHaveLength(5);
    const [first, ...rest] = notebookPage.gallery.items;
    expect(first?.src).toBe('/images/screens/notebook.svg');
    for (const item of rest) expect(own.has(item.src), item.src).toBe(true);
    // Every notebook screen drawn is shown on the page: the gallery's five and the intro's one.
    const shown = [notebookPage.heroShot, ...notebookPage.gallery.items].map((slide) => slide?.src);
    expect(shown.toSorted()).toEqual(
      [screens.find((slide) => slide.src.endsWith('/notebook.svg'))?.src, ...own].toSorted(),
    );
  });

  it('shows no API MCP Studio screen in the notebook gallery', () => {
    const studio = ['collections', 'auth-setup', 'autofill', 'results'].map(
      (name) => `/images/screens/${name}.svg`,
    );
    for (const item of notebookPage.gallery.items) expect(studio).not.toContain(item.src);
  });

  it.each([
    ['/scheduler', schedulerPage, schedulerScreens, 'scheduler'],
    ['/vector-db-llm', vectorPage, vectorScreens, 'vector-db'],
  ] as const)(
    'gives %s its main screen as the demo image and 4 of its own screens in the gallery',
    (_path, page, own, main) => {
      expect(page.media.content).toEqual({
        kind: 'image',
        image: screens.find((slide) => slide.src === `/images/screens/${main}.svg`),
      });
      expect(page.gallery.items).toHaveLength(4);
      expect(page.gallery.items).toEqual(own);
    },
  );

  it('shows only its own product’s screens in each product page gallery', () => {
    const carousel = new Set(screens.map((slide) => slide.src));
    const owners = [
      [studioPage, (src: string) => carousel.has(src)],
      [notebookPage, (src: string) => /\/notebook(-[a-z-]+)?\.svg$/.test(src)],
      [schedulerPage, (src: string) => /\/scheduler(-[a-z-]+)?\.svg$/.test(src)],
      [vectorPage, (src: string) => /\/vector(-db|-[a-z-]+)?\.svg$/.test(src)],
    ] as const;
    for (const [page, isOwn] of owners) {
      for (const item of page.gallery.items)
        expect(isOwn(item.src), `${page.path} ${item.src}`).toBe(true);
    }
    for (const page of [notebookPage, schedulerPage, vectorPage]) {
      const names = page.gallery.items.map((item) => item.src);
      for (const other of [
        'collections',
        'auth-setup',
        'autofill',
        'results',
        'data-explorer',
        'agents',
      ]) {
        expect(names).not.toContain(`/images/screens/${other}.svg`);
      }
    }
  });

  it('gives the scheduler and Vector DB & LLM pages a demo image, a gallery and a FAQ', () => {
    for (const page of [schedulerPage, vectorPage]) {
      expect(page.media.content.kind).toBe('image');
      expect(page.gallery.items.length).toBeGreaterThanOrEqual(3);
      expect(page.faq.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('never repeats the demo image in its own gallery, nor an image within a gallery', () => {
    for (const page of [...productPages, ...comingSoonPages]) {
      const sources = (page.gallery?.items ?? []).map((item) => item.src);
      expect(new Set(sources).size).toBe(sources.length);
      if ('media' in page && page.media.content.kind === 'image') {
        expect(sources).not.toContain(page.media.content.image.src);
      }
    }
  });

  it('points every image and its dark variant at a file in web/public, with alt text and a size', () => {
    const images = [...productPages, ...comingSoonPages].flatMap((page) => [
      ...(page.gallery?.items ?? []),
      ...('media' in page && page.media.content.kind === 'image' ? [page.media.content.image] : []),
    ]);
    for (const image of images) {
      expect(publicFile(image.src), image.src).toBe(true);
      expect(publicFile(image.srcDark), image.srcDark).toBe(true);
      expect(image.srcDark).not.toBe(image.src);
      expect(image.alt.length).toBeGreaterThan(20);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it('asks every FAQ question once, as a question', () => {
    for (const page of [...productPages, ...comingSoonPages]) {
      const questions = (page.faq?.items ?? []).map((item) => item.question);
      expect(new Set(questions).size).toBe(questions.length);
      for (const question of questions) expect(question).toMatch(/\?$/);
    }
  });
});

describe('Coming Soon pages', () => {
  it("describe the product and send Join the Waitlist to that product's waitlist page", () => {
    for (const page of comingSoonPages) {
      expect(page.description.length).toBeGreaterThan(150);
      expect(page.waitlist.join).toEqual({
        label: 'Join the Waitlist',
        href: `${page.path}/waitlist`,
      });
      expect(page.waitlist.secondary.href).toMatch(/^\/contact\?category=feature&subject=/);
    }
  });

  it('give Micro SaaS a preview placeholder, a gallery and the 6-item FAQ of docs/requirements.md', () => {
    expect(microSaasPage.preview?.poster).toMatch(/coming soon/i);
    expect(microSaasPage.gallery?.items.length).toBeGreaterThanOrEqual(3);
    expect(microSaasFaq.map((item) => item.question)).toEqual([
      'What is Micro SaaS Solutions?',
      'What kinds of apps can I build?',
      'How does the development process work?',
      'What infrastructure is included?',
      'How does pricing work?',
      'When will it be available?',
    ]);
  });

  it('states the Micro SaaS timeline and revenue share as docs/requirements.md does', () => {
    const [, , , , pricing, availability] = microSaasFaq;
    expect(pricing?.answer).toMatch(/majority/);
    expect(pricing?.answer).not.toMatch(/\d+\s*%/);
    expect(availability?.answer).toMatch(/design phase/);
    expect(availability?.answer).toMatch(/Q2 2024/);
    expect(availability?.answer).toMatch(/late 2024/);
    expect(availability?.answer).toMatch(/Q1 2025/);
  });
});

describe('highlight icons', () => {
  it.each([
    ...productPages.map((page) => [page.path, page.highlights.items] as const),
    ...comingSoonPages.map((page) => [page.path, page.planned.items] as const),
  ])('%s gives each highlight its own icon', (_path, items) => {
    const icons = items.map((item) => item.icon);
    expect(new Set(icons).size).toBe(items.length);
  });
});
