/** On the Copy link button's wrapper, holding the URL to copy (read by copy-link.ts). */
export const COPY_LINK_ATTRIBUTE = 'data-copy-link';
