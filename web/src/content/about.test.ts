import { describe, expect, it } from 'vitest';
import { aboutCta, expertise, mission, stats, values, vision } from './about';

describe('About content (docs/requirements.md §2)', () => {
  it('states a mission and a vision', () => {
    expect(mission.text.length).toBeGreaterThan(100);
    expect(vision.text.length).toBeGreaterThan(100);
  });

  it('has the four values, in order', () => {
    expect(values.map((value) => value.title)).toEqual([
      'Innovation',
      'Collaboration',
      'Security',
      'Accessibility',
    ]);
  });

  it('has three expertise cards', () => {
    expect(expertise).toHaveLength(3);
  });

  it('claims the four stats with their numbers', () => {
    expect(stats.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '500K+ API requests',
      '10K+ Developers',
      '99.9% Uptime',
      '50+ Enterprise clients',
    ]);
  });

  it('sends Start Free Trial to sign-in and Schedule Demo to a pre-filled contact form', () => {
    expect(aboutCta.primary).toEqual({ label: 'Start Free Trial', href: '/login' });
    const demo = new URL(aboutCta.secondary.href, 'https://testbeam.dev');
    expect(aboutCta.secondary.label).toBe('Schedule Demo');
    expect(demo.pathname).toBe('/contact');
    expect(Object.fromEntries(demo.searchParams)).toEqual({
      category: 'general',
      subject: 'Demo request',
    });
  });
});
