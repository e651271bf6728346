import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacy } from '#web/content/legal/privacy.ts';
import { terms } from '#web/content/legal/terms.ts';
import { LegalDocument } from './LegalDocument';
import { linkify } from './linkify';

describe('LegalDocument', () => {
  it.each([
    [terms, 16, 'Last updated: 8/22/2024'],
    [privacy, 10, 'Effective date: 8/22/2024'],
  ])('numbers every section and links to each from the contents', (document, count, date) => {
    render(
      <MantineProvider>
        <LegalDocument document={document} />
      </MantineProvider>,
    );
    const dateLine = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === date,
    );
    expect(within(dateLine).getByText('8/22/2024')).toHaveAttribute('datetime', '2024-08-22');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(count);
    document.sections.forEach((section, index) => {
      const heading = screen.getByRole('heading', {
        level: 2,
        name: `${index + 1}. ${section.heading}`,
      });
      expect(heading).toHaveAttribute('id', section.id);
      expect(links[index]).toHaveAttribute('href', `#${section.id}`);
      expect(links[index]).toHaveTextContent(`${index + 1}. ${section.heading}`);
    });
  });

  it('turns emails, site paths and web addresses in the prose into links', () => {
    render(
      <p>
        {linkify(
          'Email support@testbeam.dev, read /privacy-policy and https://policies.google.com/privacy) today.',
        )}
      </p>,
    );
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'mailto:support@testbeam.dev',
      '/privacy-policy',
      'https://policies.google.com/privacy',
    ]);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Email support@testbeam.dev, read /privacy-policy and https://policies.google.com/privacy) today.',
    );
  });

  it('leaves bare domains and slashes inside words alone', () => {
    render(<p>{linkify('Use testbeam.dev and read/write access.')}</p>);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
