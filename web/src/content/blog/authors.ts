// The people who write the blog. A post's front matter names its author; the role and the bio
// come from here only, so a byline, the article's JSON-LD and the feed never disagree.

export type Author = {
  name: string;
  role: string;
  /** One sentence, shown at the end of each of the author's articles. */
  bio: string;
};

export const authors = [
  {
    name: 'Maya Lindqvist',
    role: 'Developer Advocate',
    bio: 'Maya spent six years maintaining public APIs at a payments company before joining Testbeam, where she writes about testing REST and MCP servers and answers the questions developers bring to our community chat.',
  },
  {
    name: 'Tomás Okafor',
    role: 'Staff Engineer',
    bio: "Tomás builds the scheduler and the storage behind Testbeam's workflows, after a decade running search and data pipelines for an online retailer.",
  },
  {
    name: 'Priya Raman',
    role: 'Product Lead',
    bio: 'Priya decides what goes into API MCP Studio next, drawing on ten years of product work on developer tools and a weekly habit of watching teams test their own APIs.',
  },
] as const satisfies readonly Author[];

export type AuthorName = (typeof authors)[number]['name'];

/** For the front matter schema: a post may only name one of these. */
export const authorNames = authors.map((author) => author.name) as [AuthorName, ...AuthorName[]];

export function findAuthor(name: string): Author | undefined {
  return authors.find((author) => author.name === name);
}
