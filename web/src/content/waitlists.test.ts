import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { products } from './products';
import { waitlistDuplicateMessage, waitlistProducts } from '#common/access-requests';
import { findWaitlist, waitlists } from './waitlists';

describe('waitlists', () => {
  it('exist for exactly the Coming Soon products, one page each', () => {
    const comingSoon = products.filter((product) => product.comingSoon);
    expect(waitlists.map((waitlist) => waitlist.productPath)).toEqual(
      comingSoon.map((product) => product.path),
    );
    // The ids and names the mock server reads (its 409 names the product) are the site's.
    expect(waitlists.map(({ id, name }) => ({ id, name }))).toEqual(waitlistProducts);
    expect(waitlists.map((waitlist) => waitlist.path)).toEqual([
      '/agentic-workflow/waitlist',
      '/micro-saas/waitlist',
    ]);
    expect(findWaitlist('micro-saas')?.name).toBe('Micro SaaS');
    expect(findWaitlist('studio')).toBeUndefined();
  });

  it('are the values openapi.yaml allows for `waitlist`', () => {
    const contract = parse(
      readFileSync(join(import.meta.dirname, '../../../openapi.yaml'), 'utf8'),
    );
    expect(contract.components.schemas.Waitlist.enum).toEqual(waitlists.map((entry) => entry.id));
  });

  it('word the duplicate answer with the product name', () => {
    expect(waitlistDuplicateMessage('Micro SaaS')).toBe(
      'This email is already on the Micro SaaS waitlist',
    );
  });
});
