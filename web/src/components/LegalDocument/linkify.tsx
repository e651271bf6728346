import type { ReactNode } from 'react';

// Addresses the legal texts mention in running prose: web URLs, email addresses and the site's
// own paths (" /privacy-policy"). A trailing full stop or comma belongs to the sentence.
const pattern = /https?:\/\/[^\s)]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<=^|[\s(])\/[a-z][a-z-]*/g;

function hrefOf(match: string): string {
  if (match.includes('@') && !match.startsWith('http')) return `mailto:${match}`;
  return match;
}

/** Plain text with its addresses turned into links; everything else stays text. */
export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const raw = found[0];
    const address = raw.replace(/[.,;:]+$/, '');
    const start = found.index;
    nodes.push(text.slice(last, start));
    const external = address.startsWith('http');
    nodes.push(
      <a
        key={start}
        href={hrefOf(address)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {address}
      </a>,
    );
    last = start + address.length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== '');
}
