// Shared by the server wrapper and the browser loader; kept apart so the loader stays React-free.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
