// The AI Notebook's film (/notebook): a question in plain words becomes SQL and a chart, Run all
// reruns a notebook on fresh data, and the notebook is shared. Drawn from the notebook screens, so
// the video and the gallery show the same product; scene-kit.ts turns it into frames and captions.

import { notebookVideo } from '#web/content/videos.ts';
import { askAt } from './notebook-scene-ask';
import { runAllAt } from './notebook-scene-run';
import { shareAt } from './notebook-scene-share';
import type { Film } from './scene-kit';

/** The first two scenes are one story on one screen: the second picks up where the first ends. */
const ASK_SPLIT = 5.2;

export const notebookFilm: Film = {
  video: notebookVideo,
  title: 'Testbeam AI Notebook demo',
  duration: 15.8,
  // Run all has finished and the pointer has gone: the whole notebook, fresh.
  posterAt: 10.85,
  scenes: [
    {
      start: 0,
      end: ASK_SPLIT,
      active: 'notebook',
      crumbs: ['Notebooks', 'Late shipments'],
      draw: askAt,
      caption: 'Ask in plain words, and the AI writes the SQL and shows how it read each phrase.',
    },
    {
      start: ASK_SPLIT,
      end: 8.2,
      continues: true,
      active: 'notebook',
      crumbs: ['Notebooks', 'Late shipments'],
      draw: (palette, box, t) => askAt(palette, box, t + ASK_SPLIT),
      caption: 'Run the cell: Germany had the most late shipments in July, 48 of them.',
    },
    {
      start: 8.2,
      end: 11.2,
      active: 'notebook',
      crumbs: ['Notebooks', 'Weekly order review'],
      draw: runAllAt,
      caption: 'Run all calls the orders API again, reruns every cell and redraws the chart.',
    },
    {
      start: 11.2,
      end: 14.4,
      active: 'notebook',
      crumbs: ['Notebooks', 'Weekly order review'],
      draw: shareAt,
      caption: 'Share the notebook and choose who can view it, rerun it or edit it.',
    },
  ],
  endCard: {
    title: 'Testbeam AI Notebook',
    tagline: 'Ask your API data in plain words, then chart and share it',
    caption: 'Testbeam AI Notebook: ask your API data in plain words.',
  },
};
