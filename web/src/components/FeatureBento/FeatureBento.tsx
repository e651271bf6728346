import { Badge } from '@mantine/core';
import type { Feature, FeatureId } from '#web/content/home.ts';
import type { Slide } from '#web/content/screens.ts';
import { IconChip } from '#web/components/IconChip/IconChip.tsx';
import { ScreenCrop } from '#web/components/ScreenCrop/ScreenCrop.tsx';
import classes from './FeatureBento.module.css';

export type BentoTile = {
  feature: Feature;
  /** big: two columns and two rows, with a screen; wide: two columns, with a screen. */
  size: 'big' | 'wide' | 'small';
  shot?: Slide;
};

/** Which tiles are larger; every other feature is a small tile. */
export const tileSizes: Partial<Record<FeatureId, { size: 'big' | 'wide'; screen: string }>> = {
  'connector-agents': { size: 'big', screen: 'agents' },
  scheduler: { size: 'wide', screen: 'scheduler' },
};

/**
 * The capabilities as a bento: one large tile with its screen, one wide one, small ones around
 * them. Four columns of 1 big + 1 wide + 6 small fill three rows exactly (two rows of two
 * columns on tablets), so no row ends half empty; `grid-auto-flow: dense` packs them. A feature
 * with an href (the Marketplace) is one link: its title's link covers the tile.
 */
export function FeatureBento({ tiles }: { tiles: readonly BentoTile[] }) {
  return (
    <ul className={classes.bento}>
      {tiles.map(({ feature, size, shot }) => {
        return (
          <li key={feature.id} className={classes.tile} data-size={size}>
            <div className={classes.head}>
              <IconChip icon={feature.icon} className={classes.icon} />
              {feature.comingSoon ? (
                <Badge variant="light" size="sm" component="span" className={classes.badge}>
                  Coming Soon
                </Badge>
              ) : null}
            </div>
            <h3 className={classes.title}>
              {feature.href ? (
                <a href={feature.href} className={classes.link}>
                  {feature.title}
                </a>
              ) : (
                feature.title
              )}
            </h3>
            <p className={classes.text}>{feature.text}</p>
            {shot ? (
              <ScreenCrop
                shot={shot}
                focus={size === 'big' ? { x: 45, y: 20, zoom: 1.15 } : { x: 20, y: 20, zoom: 1.4 }}
                className={classes.shot}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
