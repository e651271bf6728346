// Runs before the console's first paint (a classic, blocking script: the CSP allows 'self', not
// inline code): the stored or the system color scheme, as the site's own head script picks it,
// so a dark-theme developer never sees a flash of light.
try {
  var stored = localStorage.getItem('mantine-color-scheme-value');
  var dark =
    stored === 'dark' ||
    ((!stored || stored === 'auto') && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch {
  // Storage or matchMedia unavailable: the light default stays until React mounts.
}
