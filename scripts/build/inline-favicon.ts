// The site's icon travels inside each page, as a data: URL, instead of as a request. A browser
// asks for a page's icon once the page has loaded, which on a first visit is often just before its
// first paint, and Lighthouse's simulation then counts that request, with its own round trip on
// the simulated line, in the largest paint (docs/decisions/0049-first-screen-requests.md has the
// figures). The SVG is 461 bytes, about 0.25 KB of a page's brotli. `/favicon.svg` stays in the
// build for what asks for it by name.

const ICON_LINK = /<link rel="icon" href="([^"]+\.svg)"\s*\/?>/;

/** The SVG as a data: URL for an attribute in double quotes. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** `html` with its SVG icon link pointing at `svg` inline; a page without one is returned as is. */
export function inlineFavicon(html: string, svgFor: (href: string) => string): string {
  const link = ICON_LINK.exec(html);
  if (!link) return html;
  return html.replace(link[0], `<link rel="icon" href="${svgDataUrl(svgFor(link[1] as string))}">`);
}
