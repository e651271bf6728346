import { categoryPages, MARKETPLACE_PATH } from '../../src/features/agents/category-pages';

// The marketplace, and one page per category for the filter without JavaScript (category-pages.ts).
export default () => [MARKETPLACE_PATH, ...categoryPages().map((page) => page.path)];
