// An article's dates as full ISO 8601 timestamps with a zone, which search engines ask for
// (schema.org Article, Open Graph's article:published_time, <time datetime>). A post's front matter
// gives the day; the blog publishes at 09:00 Mountain Time (Testbeam is organized in Wyoming, as
// the terms say), written with Mountain Standard Time's fixed offset so that a day's timestamp
// never moves with daylight saving.
export const PUBLISH_TIME = 'T09:00:00-07:00';

/** `2025-06-03` → `2025-06-03T09:00:00-07:00`. */
export function publishedAt(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  return `${isoDate}${PUBLISH_TIME}`;
}
