import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyMessage, unknownCategoryMessage } from '#common/agent-filter-rules';
import { enhanceAgentFilter } from './agent-filter.enhance';

// The page's shape (AgentGrid): a GET form of submit-button chips, a status line and the cards.
// Crypto is a known category with no card here, so docs/requirements.md's empty message can be
// reached.
function page() {
  const chip = (category: string, named = true) =>
    `<button type="submit" ${named ? `name="category" value="${category}"` : ''}
      data-category-choice="${category}" aria-pressed="${category === 'All'}">${category}</button>`;
  document.body.innerHTML = `
    <div data-agent-grid>
      <form method="get" action="/ai-agents" data-agent-filter>
        ${chip('All', false)}${chip('Amazon')}${chip('Crypto')}${chip('Google')}
      </form>
      <p role="status" data-agent-status hidden></p>
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
const status = () => document.querySelector('[data-agent-status]') as HTMLElement;
const chip = (category: string) =>
  document.querySelector(`[data-category-choice="${category}"]`) as HTMLButtonElement;
const pressed = () =>
  [...document.querySelectorAll('[aria-pressed="true"]')].map((el) => el.textContent);
const at = (query = '') => ({ href: `https://testbeam.dev/ai-agents${query}` });

describe('agent filter', () => {
  beforeEach(page);

  it('shows every agent, All pressed, when no category is asked for', () => {
    enhanceAgentFilter(document, at(), { replaceState: vi.fn() });
    expect(visible()).toEqual(['DynamoDB', 'S3', 'Gmail']);
    expect(pressed()).toEqual(['All']);
    expect(status().hidden).toBe(true);
  });

  it('applies the category from the URL, so a shared or reloaded link keeps the filter', () => {
    enhanceAgentFilter(document, at('?category=Amazon'), { replaceState: vi.fn() });
    expect(visible()).toEqual(['DynamoDB', 'S3']);
    expect(pressed()).toEqual(['Amazon']);
    expect(chip('All').getAttribute('aria-pressed')).toBe('false');
  });

  it('falls back to All for an unknown category, and says so', () => {
    enhanceAgentFilter(document, at('?category=Nope'), { replaceState: vi.fn() });
    expect(visible()).toEqual(['DynamoDB', 'S3', 'Gmail']);
    expect(pressed()).toEqual(['All']);
    expect(status().hidden).toBe(false);
    expect(status().textContent).toBe('No category "Nope"; showing all 3 agents.');
    expect(unknownCategoryMessage('Nope', 18)).toBe('No category "Nope"; showing all 18 agents.');
  });

  it('filters in place on a chip, keeps the choice in the URL, and drops it for All', () => {
    const history = { replaceState: vi.fn() };
    enhanceAgentFilter(document, at('?category=Nope'), history);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    chip('Google').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // no form submission, no reload
    expect(visible()).toEqual(['Gmail']);
    expect(pressed()).toEqual(['Google']);
    expect(status().hidden).toBe(true);
    expect(String(history.replaceState.mock.calls[0]?.[2])).toBe(
      'https://testbeam.dev/ai-agents?category=Google',
    );
    chip('All').click();
    expect(visible()).toEqual(['DynamoDB', 'S3', 'Gmail']);
    expect(String(history.replaceState.mock.calls[1]?.[2])).toBe('https://testbeam.dev/ai-agents');
  });

  it("says docs/requirements.md's empty message for a known category with no agents", () => {
    enhanceAgentFilter(document, at('?category=Crypto'), { replaceState: vi.fn() });
    expect(visible()).toEqual([]);
    expect(pressed()).toEqual(['Crypto']);
    expect(status().hidden).toBe(false);
    expect(status().textContent).toBe('No agents found in the "Crypto" category.');
    expect(emptyMessage('Crypto')).toBe('No agents found in the "Crypto" category.');
  });

  it('on a category page at its own path, keeps the pre-rendered choice and leads chips back to /ai-agents', () => {
    // What /ai-agents/category/google renders (#common/category-urls): Google pressed.
    chip('All').setAttribute('aria-pressed', 'false');
    chip('Google').setAttribute('aria-pressed', 'true');
    const history = { replaceState: vi.fn() };
    enhanceAgentFilter(
      document,
      { href: 'https://testbeam.dev/ai-agents/category/google' },
      history,
    );
    expect(visible()).toEqual(['Gmail']);
    expect(pressed()).toEqual(['Google']);
    chip('Amazon').click();
    expect(visible()).toEqual(['DynamoDB', 'S3']);
    expect(String(history.replaceState.mock.calls[0]?.[2])).toBe(
      'https://testbeam.dev/ai-agents?category=Amazon',
    );
  });
});
