import { afterEach, describe, expect, it, vi } from 'vitest';
import { logNotFound } from './not-found.enhance';

describe('logNotFound', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the attempted path on the not-found page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-not-found></div>';
    logNotFound(document, '/no-such-page');
    expect(error).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no-such-page',
    );
  });

  it('stays quiet on any other page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<main></main>';
    logNotFound(document, '/about');
    expect(error).not.toHaveBeenCalled();
  });
});
