// Controls that only script can make work (the theme toggle; the carousel's arrows and other
// enhanced controls join at merge time) carry `data-needs-js`. Without JavaScript they are not
// shown: +Head writes NEEDS_JS_STYLE inside a <noscript>, which only a browser that runs no script
// applies. Inline styles are allowed by the CSP (style-src 'unsafe-inline',
// common/security-headers.ts), so no hash is needed. Anything that works as
// plain HTML (links, <details>, forms whose native submission means something) never takes it.

/** Spread on an element that does nothing without JavaScript: `<button {...needsJs}>`. */
export const needsJs = { 'data-needs-js': '' } as const;

export const NEEDS_JS_STYLE = '<style>[data-needs-js]{display:none!important}</style>';
