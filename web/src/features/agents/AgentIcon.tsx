import {
  IconBrandAws,
  IconBrandOpenai,
  IconCoinBitcoin,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  type SimpleIcon,
  siGithub,
  siGmail,
  siGoogle,
  siGoogleanalytics,
  siGooglecalendar,
  siGoogledocs,
  siGoogledrive,
  siGooglemaps,
  siGooglesearchconsole,
  siGoogletasks,
  siModelcontextprotocol,
  siPagespeedinsights,
  siYoutube,
  siYoutubestudio,
} from 'simple-icons';
import type { AgentIconKey } from '#web/content/agents.ts';
import classes from './AgentIcon.module.css';

// Brand marks from simple-icons; where it has none (AWS, OpenAI), Tabler's brand icons. CoinGecko
// has a mark in neither package, so a generic coin stands in rather than a hand-drawn copy.
const marks: Record<AgentIconKey, SimpleIcon | ComponentType<IconProps>> = {
  aws: IconBrandAws,
  mcp: siModelcontextprotocol,
  coingecko: IconCoinBitcoin,
  github: siGithub,
  gmail: siGmail,
  'google-analytics': siGoogleanalytics,
  'google-calendar': siGooglecalendar,
  google: siGoogle,
  'google-docs': siGoogledocs,
  'google-drive': siGoogledrive,
  'google-maps': siGooglemaps,
  pagespeed: siPagespeedinsights,
  'search-console': siGooglesearchconsole,
  'google-tasks': siGoogletasks,
  openai: IconBrandOpenai,
  youtube: siYoutube,
  'youtube-studio': siYoutubestudio,
};

function Mark({ icon, size }: { icon: AgentIconKey; size: number }) {
  const mark = marks[icon];
  if ('path' in mark) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill={`#${mark.hex}`}>
        <path d={mark.path} />
      </svg>
    );
  }
  const TablerMark = mark;
  return <TablerMark size={size} stroke={1.6} className={classes.tabler} />;
}

/** An agent's brand mark on a light tile (brand colours stay legible in both themes). */
export function AgentIcon({ icon, size = 28 }: { icon: AgentIconKey; size?: number }) {
  return (
    <span className={classes.tile} aria-hidden="true">
      <Mark icon={icon} size={size} />
    </span>
  );
}
