import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '#web/client/early-input-inline.ts';
import { COLOR_SCHEME_KEY, enhanceThemeToggles } from './theme-toggle.enhance';

describe('theme toggle', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    document.body.innerHTML = '<button type="button" data-theme-toggle>Toggle</button>';
    enhanceThemeToggles(document);
  });

  it('switches light to dark and back, and remembers the choice where Mantine reads it', () => {
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    button.click();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('starts from the system setting when nothing set the attribute (the stylesheet follows it)', () => {
    document.documentElement.removeAttribute('data-mantine-color-scheme');
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('dark') }) as MediaQueryList);
    try {
      (document.querySelector('button') as HTMLButtonElement).click();
      // The page looked dark already, so the first press makes it light.
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('theme toggle pressed before its code ran', () => {
  it('switches once the code is there (early-input.ts replays the press)', async () => {
    new Function(EARLY_INPUT_SCRIPT)();
    localStorage.clear();
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
    document.body.innerHTML =
      '<button type="button" data-theme-toggle data-pending>Toggle</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    button.click();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');

    enhanceThemeToggles(document);

    expect(button).not.toHaveAttribute('data-pending');
    await vi.waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
  });
});
