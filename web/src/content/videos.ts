// The site's videos: the studio demo (home and /api-mcp-studio) and the notebook's own
// (/notebook). scripts/gen/gen-video.ts draws them from code and writes every file named here, in a
// light and a dark variant; the captions are one file, the same for both.

export type VideoSource = { src: string; type: 'video/webm' | 'video/mp4' };

export type Video = {
  sources: readonly VideoSource[];
  /** The same video drawn in the dark scheme. */
  sourcesDark: readonly VideoSource[];
  poster: string;
  posterDark: string;
  captions: string;
  width: number;
  height: number;
  label: string;
  transcript: string;
};

/** Every file of the video called `name` in web/public/media, WebM first (it is smaller). */
function files(name: string) {
  const sources = (suffix: string): VideoSource[] => [
    { src: `/media/${name}${suffix}.webm`, type: 'video/webm' },
    { src: `/media/${name}${suffix}.mp4`, type: 'video/mp4' },
  ];
  return {
    sources: sources(''),
    sourcesDark: sources('-dark'),
    poster: `/media/${name}-poster.webp`,
    posterDark: `/media/${name}-poster-dark.webp`,
    captions: `/media/${name}.en.vtt`,
  };
}

export const demoVideo: Video = {
  ...files('demo'),
  width: 1280,
  height: 720,
  label: 'Testbeam demo: from a discovered endpoint to a chart',
  transcript:
    'The video shows API MCP Studio discovering the methods of an orders API, filling in the status, limit and since parameters with AI, sending the request with OAuth 2.0, receiving 200 OK in 184 milliseconds with three passing checks, and charting orders by status in the AI notebook.',
};

/** Drawn on the gallery's 16:10 canvas, from the same notebook screens. */
export const notebookVideo: Video = {
  ...files('notebook'),
  width: 1200,
  height: 750,
  label: 'AI Notebook demo: from a question in plain words to a shared chart',
  transcript:
    'The video shows the AI Notebook answering a question typed in plain words: which countries had the most late shipments last month? The AI writes the SQL and explains how it read “late”, “last month” and “countries”. Running the cell charts the answer: Germany leads with 48 late shipments in July, ahead of France with 31. Next, Run all calls the orders API again, the five cells pass one after another, and a chart of orders per day draws itself, peaking at 71 orders on August 20. Finally, the notebook is shared with a teammate who can rerun it on fresh data.',
};

export const videos: readonly Video[] = [demoVideo, notebookVideo];
