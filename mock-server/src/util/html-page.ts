const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

// One <style> block (the CSP allows inline styles) and no script: these pages work without JS.
// Colours meet WCAG AA on both schemes.
const styles = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0; padding: 2rem 1rem; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; margin: 0 auto; }
  .tag { text-transform: uppercase; letter-spacing: .08em; font-size: .8rem; margin: 0; }
  h1 { margin: .25rem 0 1rem; font-size: 1.6rem; }
  ul { padding: 0; list-style: none; }
  li { margin: .5rem 0; }
  a, button { font: inherit; }
  a { color: LinkText; }
  .button, button { display: inline-block; padding: .5rem 1rem; border: 1px solid currentColor;
    border-radius: .4rem; background: transparent; color: inherit; cursor: pointer;
    text-decoration: none; }
  input { font: inherit; padding: .45rem .6rem; width: 100%; box-sizing: border-box; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  form { margin: 1rem 0; }
  :focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  .note { font-size: .9rem; }
`;

/** A complete, small HTML document: the mock's own pages, never indexed. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Headers for a page that depends on the session cookie: never cached. */
export const dynamicPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
} as const;
