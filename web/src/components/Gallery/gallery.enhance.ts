// The product galleries' lightbox, in plain code on top of links that already work: each
// thumbnail links to its screen's page of the site (web/pages/screen). Once this runs, a plain
// click opens the screen large in a native modal <dialog> instead, cloned from the closed one the
// server left in the gallery's <template>; a click with a modifier key, or the middle button,
// still opens the page. Previous and next (buttons and arrow keys) wrap around; Escape, the close
// button and a click on the backdrop close it, and focus returns to the thumbnail of the screen
// last shown. Loaded by the boot script only on pages with a gallery.

const ROOT = '[data-gallery]';
const TEMPLATE = 'template[data-lightbox]';

export function enhanceGalleries(doc: Document): void {
  for (const root of doc.querySelectorAll<HTMLElement>(ROOT)) enhanceGallery(root);
}

type Screen = { link: HTMLAnchorElement; light: HTMLImageElement; dark: HTMLImageElement };

function enhanceGallery(root: HTMLElement): void {
  const template = root.querySelector<HTMLTemplateElement>(TEMPLATE);
  const screens = [...root.querySelectorAll<HTMLAnchorElement>('li > a[href]')].flatMap(
    (link): Screen[] => {
      const [light, dark] = link.querySelectorAll('img');
      return light && dark ? [{ link, light, dark }] : [];
    },
  );
  if (!template || screens.length === 0 || root.dataset.enhanced) return;
  root.dataset.enhanced = 'true';
  let dialog: HTMLDialogElement | undefined;
  let index = 0;

  const part = <T extends HTMLElement>(name: string) =>
    dialog?.querySelector<T>(`[data-part="${name}"]`) ?? null;

  function show(at: number): void {
    index = (at + screens.length) % screens.length;
    const screen = screens[index];
    if (!screen) return;
    const { link } = screen;
    const alt = link.dataset.alt ?? '';
    for (const [name, thumbnail] of [
      ['light', screen.light],
      ['dark', screen.dark],
    ] as const) {
      const image = part<HTMLImageElement>(name);
      if (!image) continue;
      // The thumbnail's own file: already in the cache, so the large picture shows at once.
      image.src = thumbnail.getAttribute('src') ?? '';
      for (const size of ['width', 'height'])
        image.setAttribute(size, thumbnail.getAttribute(size) ?? '');
      image.alt = alt;
    }
    setText('counter', `${index + 1} / ${screens.length}`);
    setText('title', link.textContent ?? '');
    setText('description', link.dataset.description ?? '');
  }

  function setText(name: string, text: string): void {
    const element = part(name);
    if (element) element.textContent = text;
  }

  function close(): void {
    if (!dialog?.open) return;
    // Closing hands focus back to what opened the dialog; the thumbnail of the screen last shown
    // is where the visitor's eye is, so focus moves there after.
    dialog.close();
    screens[index]?.link.focus();
  }

  function build(): HTMLDialogElement {
    const element = template?.content.firstElementChild?.cloneNode(true);
    if (!(element instanceof HTMLDialogElement)) throw new Error('The gallery has no lightbox');
    element.addEventListener('click', (event) => {
      const target = event.target as Element;
      // A click on the backdrop lands on the dialog itself.
      if (target === element) return close();
      const button = target.closest('[data-part]');
      const name = button?.getAttribute('data-part');
      if (name === 'close') close();
      else if (name === 'previous') show(index - 1);
      else if (name === 'next') show(index + 1);
    });
    // Escape goes through the same path as the close button, so focus is always restored.
    element.addEventListener('cancel', (event) => {
      event.preventDefault();
      close();
    });
    element.addEventListener('keydown', (event) => {
      const actions: Record<string, () => void> = {
        Escape: close,
        ArrowLeft: () => show(index - 1),
        ArrowRight: () => show(index + 1),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    });
    root.append(element);
    return element;
  }

  screens.forEach(({ link }, at) => {
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      const plain =
        event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!plain || event.defaultPrevented) return;
      event.preventDefault();
      dialog ??= build();
      show(at);
      if (!dialog.open) dialog.showModal();
    });
  });
}
