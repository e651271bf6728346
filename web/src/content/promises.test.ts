import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MINUTES } from '#common/otp';
import { site } from '#web/config/site.ts';
import { routes } from '#web/config/routes.ts';
import * as contactTexts from './contact';
import * as contactAside from './contact-aside';
import * as about from './about';
import * as agents from './agents';
import { posts } from './blog/posts';
import * as faq from './faq';
import * as home from './home';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';
import * as productPages from './product-pages';
import * as signIn from './sign-in';

// One promise for support's reply time and one for a code's lifetime, read from one
// place (site.supportReplyHours, CODE_LIFETIME_MINUTES) and never contradicted in any copy.

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const copy = [
  ...strings([
    contactTexts,
    contactAside,
    about,
    agents,
    faq,
    home,
    productPages,
    signIn,
    privacy,
    terms,
  ]),
  ...routes.map((route) => route.description),
  ...posts.flatMap((post) => [post.excerpt, post.html]),
];

describe('promises made in the copy', () => {
  it('reads the copy (a sanity check on the walk)', () => {
    expect(copy.length).toBeGreaterThan(500);
  });

  it('promises one reply time: within site.supportReplyHours hours, with no conditions', () => {
    const replies = copy.flatMap((text) => [...text.matchAll(/within (\d+) hours/g)]);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const match of replies) expect(Number(match[1])).toBe(site.supportReplyHours);
    expect(copy.filter((text) => /working days|business days|business hours/.test(text))).toEqual(
      [],
    );
    expect(contactTexts.contactToasts.sent.fallback).toBe("We'll get back to you within 24 hours.");
  });

  it('gives a code one lifetime, CODE_LIFETIME_MINUTES, and never "a few minutes"', () => {
    const lifetimes = copy.flatMap((text) => [
      ...text.matchAll(/(?:valid for|expires (?:in|after)|works for) (\d+) minutes/g),
    ]);
    expect(lifetimes.length).toBeGreaterThanOrEqual(2);
    for (const match of lifetimes) expect(Number(match[1])).toBe(CODE_LIFETIME_MINUTES);
    expect(copy.filter((text) => /codes?[^.]*a few minutes/i.test(text))).toEqual([]);
  });
});
