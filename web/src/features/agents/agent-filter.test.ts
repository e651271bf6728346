import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyMessage, enhanceAgentFilter } from './agent-filter';

function page() {
  document.body.innerHTML = `
    <div data-agent-grid>
      <select data-agent-filter>
        <option value="All">All</option><option value="Amazon">Amazon</option>
        <option value="Crypto">Crypto</option><option value="Google">Google</option>
      </select>
      <p data-agent-empty hidden></p>
      <ul>
        <li data-category="Amazon">DynamoDB</li><li data-category="Amazon">S3</li>
        <li data-category="Google">Gmail</li>
      </ul>
    </div>`;
}

const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-category]')]
    .filter((card) => !card.hidden)
    .map((card) => card.textContent);
const empty = () => document.querySelector('[data-agent-empty]') as HTMLElement;
const select = () => document.querySelector('select') as HTMLSelectElement;

describe('agent filter', () => {
  beforeEach(page);

  it('shows every agent when no category is asked for', () => {
    enhanceAgentFilter(
      document,
      { href: 'https://testbeam.dev/ai-agents' },
      { replaceState: vi.fn() },
    );
    expect(visible()).toEqual(['DynamoDB', 'S3', 'Gmail']);
    expect(empty().hidden).toBe(true);
  });

  it('applies the category from the URL, so a shared or reloaded link keeps the filter', () => {
    enhanceAgentFilter(
      document,
      { href: 'https://testbeam.dev/ai-agents?category=Amazon' },
      { replaceState: vi.fn() },
    );
    expect(select().value).toBe('Amazon');
    expect(visible()).toEqual(['DynamoDB', 'S3']);
  });

  it('keeps a new choice in the URL, and drops it for All', () => {
    const history = { replaceState: vi.fn() };
    enhanceAgentFilter(document, { href: 'https://testbeam.dev/ai-agents' }, history);
    select().value = 'Google';
    select().dispatchEvent(new Event('change'));
    expect(visible()).toEqual(['Gmail']);
    expect(String(history.replaceState.mock.calls[0]?.[2])).toBe(
      'https://testbeam.dev/ai-agents?category=Google',
    );
    select().value = 'All';
    select().dispatchEvent(new Event('change'));
    expect(String(history.replaceState.mock.calls[1]?.[2])).toBe('https://testbeam.dev/ai-agents');
  });

  it.each(['Crypto', 'Blockchain'])('says "%s" has no agents when none match', (category) => {
    enhanceAgentFilter(
      document,
      { href: `https://testbeam.dev/ai-agents?category=${category}` },
      { replaceState: vi.fn() },
    );
    expect(visible()).toEqual([]);
    expect(empty().hidden).toBe(false);
    expect(empty().textContent).toBe(`No agents found in the "${category}" category.`);
    expect(emptyMessage(category)).toBe(`No agents found in the "${category}" category.`);
  });
});
