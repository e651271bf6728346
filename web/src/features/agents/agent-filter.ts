// The marketplace filter without React: shows the cards of one category, keeps the choice in the
// URL (`?category=Google`, so a filtered list can be shared and survives reload) and says so when
// nothing matches (SPEC.md section 2).

export const CATEGORY_ALL = 'All';

export const emptyMessage = (category: string) => `No agents found in the "${category}" category.`;

type Place = Pick<Location, 'href'>;
type History = Pick<globalThis.History, 'replaceState'>;

export function enhanceAgentFilter(doc: Document, location: Place, history: History): void {
  const root = doc.querySelector<HTMLElement>('[data-agent-grid]');
  const select = root?.querySelector<HTMLSelectElement>('[data-agent-filter]');
  const empty = root?.querySelector<HTMLElement>('[data-agent-empty]');
  if (!root || !select || !empty) return;
  const cards = [...root.querySelectorAll<HTMLElement>('[data-category]')];

  const apply = (category: string) => {
    let shown = 0;
    for (const card of cards) {
      const visible = category === CATEGORY_ALL || card.dataset.category === category;
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    empty.hidden = shown > 0;
    empty.textContent = shown > 0 ? '' : emptyMessage(category);
  };

  const requested = new URL(location.href).searchParams.get('category')?.trim() || CATEGORY_ALL;
  const known = [...select.options].some((option) => option.value === requested);
  if (known) select.value = requested;
  apply(requested);

  select.addEventListener('change', () => {
    const url = new URL(location.href);
    if (select.value === CATEGORY_ALL) url.searchParams.delete('category');
    else url.searchParams.set('category', select.value);
    history.replaceState(null, '', url);
    apply(select.value);
  });
}
