// The marketplace filter without React. The HTML is a GET form whose chips are submit buttons
// (`name="category" value="Google"`; All sends no category), so without JavaScript a chip still
// leads to `/ai-agents?category=Google`. This script filters the cards in place instead, marks the
// chosen chip (aria-pressed), keeps the choice in the URL (so a filtered list can be shared and
// survives reload) and says so when nothing matches (docs/requirements.md §2) or when the URL names
// a category that does not exist (then every agent shows).

import {
  CATEGORY_ALL,
  type Choice,
  resolveCategory,
  statusMessage,
} from '#common/agent-filter-rules';

type Place = Pick<Location, 'href'>;
type History = Pick<globalThis.History, 'replaceState'>;

export function enhanceAgentFilter(doc: Document, location: Place, history: History): void {
  const root = doc.querySelector<HTMLElement>('[data-agent-grid]');
  const form = root?.querySelector<HTMLFormElement>('[data-agent-filter]');
  const status = root?.querySelector<HTMLElement>('[data-agent-status]');
  if (!root || !form || !status) return;
  const chips = [...form.querySelectorAll<HTMLButtonElement>('button[data-category-choice]')];
  const cards = [...root.querySelectorAll<HTMLElement>('[data-category]')];
  const known = chips.map((chip) => chip.dataset.categoryChoice ?? '');
  // Where the chips lead: the marketplace's own path, also from a pre-rendered category page.
  const action = form.getAttribute('action');

  const apply = ({ category, unknown }: Choice) => {
    let shown = 0;
    for (const card of cards) {
      const visible = category === CATEGORY_ALL || card.dataset.category === category;
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    for (const chip of chips) {
      chip.setAttribute('aria-pressed', String(chip.dataset.categoryChoice === category));
    }
    const message = statusMessage({ category, unknown }, shown, cards.length);
    status.textContent = message;
    status.hidden = message === '';
  };

  // The URL's choice; without one, the chip the page was rendered with (a category's own page,
  // #common/category-urls, shows that category at its own path).
  const asked = new URL(location.href).searchParams.get('category');
  const pressed = chips.find((chip) => chip.getAttribute('aria-pressed') === 'true');
  apply(
    asked === null && pressed
      ? { category: pressed.dataset.categoryChoice ?? CATEGORY_ALL, unknown: null }
      : resolveCategory(asked, known),
  );

  for (const chip of chips) {
    // A click (also Enter or Space on the focused chip) filters in place instead of submitting.
    chip.addEventListener('click', (event) => {
      event.preventDefault();
      const category = chip.dataset.categoryChoice ?? CATEGORY_ALL;
      const url = new URL(location.href);
      if (action) url.pathname = action;
      if (category === CATEGORY_ALL) url.searchParams.delete('category');
      else url.searchParams.set('category', category);
      history.replaceState(null, '', url);
      apply({ category, unknown: null });
    });
  }
}
