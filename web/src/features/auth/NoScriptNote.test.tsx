import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandProviders } from '#web/islands/IslandProviders.tsx';
import { noScriptTexts } from './NoScriptNote';
import { SignInCard } from './SignInCard';
import { AccessRequestForm } from './AccessRequestForm';

// The server's HTML, as a browser without JavaScript gets it: the notice sits inside <noscript>,
// inside the card (React's client render never shows it, so these check the server output).
const html = (node: ReactNode) => renderToStaticMarkup(<IslandProviders>{node}</IslandProviders>);
const noscriptOf = (markup: string) => markup.match(/<noscript>(.*?)<\/noscript>/s)?.[1] ?? '';

describe('the no-JavaScript notice in the form cards', () => {
  it('the sign-in card says signing in needs JavaScript', () => {
    const markup = html(<SignInCard variant="login" target={{ kind: 'platform' }} />);
    const note = noscriptOf(markup);
    expect(note).toContain(noScriptTexts.signIn);
    // Inside the card, before the form.
    expect(markup.indexOf('<noscript>')).toBeLessThan(markup.indexOf('<form'));
    expect(markup.indexOf('data-form-card')).toBeLessThan(markup.indexOf('<noscript>'));
  });

  it('the whitelist and waitlist forms say so too, with the support address', () => {
    const whitelist = noscriptOf(html(<AccessRequestForm />));
    expect(whitelist).toContain(noScriptTexts.whitelist);
    expect(whitelist).toContain('href="mailto:support@testbeam.dev"');
    const waitlist = noscriptOf(html(<AccessRequestForm waitlist="micro-saas" />));
    expect(waitlist).toContain('Joining the Micro SaaS waitlist needs JavaScript');
  });
});
