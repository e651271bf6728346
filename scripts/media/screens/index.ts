// Which drawing makes which screen, and where it sits in the app (active rail item, breadcrumb).

import type { Box } from '../svg';
import type { NavId } from '../app-frame';
import { dataExplorer, notebook } from './data';
import { scheduler, vectorDb } from './operations';
import { agents, marketplace } from './platform';
import { authSetup, collections } from './studio';
import { autofill, results } from './studio-run';

export type ScreenDrawing = {
  active: NavId;
  crumbs: readonly string[];
  draw: (box: Box) => string;
};

/** Keyed by the file name in web/src/content/screens.ts. */
export const drawings: Record<string, ScreenDrawing> = {
  collections: { active: 'collections', crumbs: ['Orders API'], draw: collections },
  'auth-setup': { active: 'collections', crumbs: ['Orders API', 'Auth'], draw: authSetup },
  autofill: {
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (box) => autofill(box),
  },
  results: {
    active: 'collections',
    crumbs: ['Orders API', 'List orders'],
    draw: (box) => results(box),
  },
  'data-explorer': { active: 'explorer', crumbs: ['Data explorer', 'Orders'], draw: dataExplorer },
  notebook: {
    active: 'notebook',
    crumbs: ['Notebooks', 'Weekly order review'],
    draw: (box) => notebook(box),
  },
  marketplace: { active: 'marketplace', crumbs: ['Marketplace'], draw: marketplace },
  agents: { active: 'agents', crumbs: ['Agents'], draw: agents },
  scheduler: { active: 'scheduler', crumbs: ['Scheduler'], draw: scheduler },
  'vector-db': { active: 'vector', crumbs: ['Vector DB', 'Support tickets'], draw: vectorDb },
};
