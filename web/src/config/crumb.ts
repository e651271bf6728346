/** One step of a page's breadcrumb trail: the route table's, and an agent's from its content. */
export type Crumb = { label: string; href: string };
