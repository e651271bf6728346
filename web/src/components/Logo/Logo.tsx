import { site } from '#web/config/site.ts';

/**
 * The brand mark. logo.enhance.ts swaps in the placeholder when it fails to load
 * (docs/requirements.md §2).
 */
export function Logo() {
  return (
    <img
      src={site.logo.src}
      data-fallback-src={site.logo.placeholder}
      alt=""
      width={site.logo.width}
      height={site.logo.height}
      data-testid="site-logo"
      // A 32 px mark: never the largest paint, so it waits behind what is.
      fetchPriority="low"
    />
  );
}
