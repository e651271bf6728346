import { categoryPages, MARKETPLACE_PATH } from '#common/category-urls';

// The marketplace, and one page per category for the filter without JavaScript
// (#common/category-urls).
export default () => [MARKETPLACE_PATH, ...categoryPages().map((page) => page.path)];
