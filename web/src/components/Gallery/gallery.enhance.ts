// The product galleries, in plain code on top of links that already work: each thumbnail links to
// its screen's page of the site (web/pages/screen). Once this runs, a plain click opens the screen
// in the site's full-screen viewer instead (web/src/components/Lightbox: the same one the carousel
// opens, pre-rendered closed in the gallery); a click with a modifier key, or the middle button,
// still opens the page. When the viewer closes, focus returns to the thumbnail of the screen last
// shown. Loaded by the boot script only on pages with a gallery.

import { enhanceLightbox } from '#web/components/Lightbox/lightbox.enhance.ts';

const ROOT = '[data-gallery]';

export function enhanceGalleries(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(ROOT)) enhanceGallery(root);
}

function enhanceGallery(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  const links = [...root.querySelectorAll<HTMLAnchorElement>('li > a[href]')];
  if (!dialog || links.length === 0 || root.dataset.enhanced) return;
  const texts = links.map((link) => ({
    title: link.textContent ?? '',
    description: link.dataset.description ?? '',
  }));
  const lightbox = enhanceLightbox(
    dialog,
    texts,
    (at) => lightbox?.show(at),
    (at) => links[at]?.focus(),
  );
  if (!lightbox) return;
  root.dataset.enhanced = 'true';

  links.forEach((link, at) => {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!plain || event.defaultPrevented) return;
      event.preventDefault();
      lightbox.open(at);
    });
  });
}
