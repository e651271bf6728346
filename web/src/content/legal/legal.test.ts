import { describe, expect, it } from 'vitest';
import { privacy } from './privacy';
import { terms } from './terms';
import type { LegalDocument, LegalSection } from './types';

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function sectionText(section: LegalSection): string {
  return [
    section.heading,
    ...section.blocks.flatMap((block) => (block.type === 'paragraph' ? [block.text] : block.items)),
  ].join('\n');
}

function documentText(document: LegalDocument): string {
  return [document.title, document.intro, ...document.sections.map(sectionText)].join('\n');
}

function wordCount(document: LegalDocument): number {
  return documentText(document).split(/\s+/).filter(Boolean).length;
}

describe('legal documents', () => {
  it('gives the terms 16 sections, last updated 8/22/2024 (docs/requirements.md §2)', () => {
    expect(terms.title).toBe('Terms of Service');
    expect(terms.sections).toHaveLength(16);
    expect(terms.dateLabel).toBe('Last updated');
    expect(terms.date).toBe('8/22/2024');
  });

  it('gives the privacy policy 10 sections, effective 8/22/2024 (docs/requirements.md §2)', () => {
    expect(privacy.title).toBe('Privacy Policy');
    expect(privacy.sections).toHaveLength(10);
    expect(privacy.dateLabel).toBe('Effective date');
    expect(privacy.date).toBe('8/22/2024');
  });

  it('puts the terms under Wyoming law in the governing-law section', () => {
    const governing = terms.sections.find((section) => /governing law/i.test(section.heading));
    expect(governing).toBeDefined();
    expect(governing && sectionText(governing)).toMatch(/Wyoming/);
  });

  it('says the privacy policy keeps data with a cloud host', () => {
    expect(documentText(privacy)).toMatch(/cloud (host|hosting provider)/i);
  });

  it('points the terms at the privacy policy and both documents at the help email', () => {
    expect(documentText(terms)).toContain('/privacy-policy');
    expect(documentText(terms)).toContain('support@testbeam.dev');
    expect(documentText(privacy)).toContain('support@testbeam.dev');
  });

  it('keeps each document within its word budget', () => {
    expect(wordCount(terms)).toBeGreaterThanOrEqual(1800);
    expect(wordCount(terms)).toBeLessThanOrEqual(2800);
    expect(wordCount(privacy)).toBeGreaterThanOrEqual(1200);
    expect(wordCount(privacy)).toBeLessThanOrEqual(2000);
  });

  for (const document of [terms, privacy]) {
    describe(document.title, () => {
      it('has unique kebab-case section ids', () => {
        const ids = document.sections.map((section) => section.id);
        for (const id of ids) expect(id).toMatch(kebabCase);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('has unnumbered headings and at least one non-empty block per section', () => {
        for (const section of document.sections) {
          expect(section.heading).not.toMatch(/^\d/);
          expect(section.blocks.length).toBeGreaterThan(0);
          for (const block of section.blocks) {
            if (block.type === 'paragraph') expect(block.text.trim()).not.toBe('');
            else {
              expect(block.items.length).toBeGreaterThan(0);
              for (const item of block.items) expect(item.trim()).not.toBe('');
            }
          }
        }
      });

      it('contains no placeholder text', () => {
        expect(documentText(document)).not.toMatch(/lorem/i);
      });
    });
  }
});
