import { Title } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandReddit,
  IconBrandTumblr,
  IconBrandX,
  IconBrandYcombinator,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Button } from '#web/components/Button/Button.tsx';
import { CopyLinkButton } from '#web/components/CopyLink/CopyLinkButton.tsx';
import classes from './ShareBar.module.css';
import {
  articleUrl,
  type CommunityPlace,
  communityLinks,
  type ShareNetwork,
  shareLinks,
} from './share-links';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

const icons: Record<ShareNetwork | CommunityPlace, Icon> = {
  x: IconBrandX,
  linkedin: IconBrandLinkedin,
  reddit: IconBrandReddit,
  'hacker-news': IconBrandYcombinator,
  tumblr: IconBrandTumblr,
  discord: IconBrandDiscord,
  github: IconBrandGithub,
};

type LinkProps = { id: ShareNetwork | CommunityPlace; name: string; label: string; href: string };

function ExternalButton({ id, name, label, href }: LinkProps) {
  const Icon = icons[id];
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      variant="default"
      size="sm"
      leftSection={<Icon size={16} aria-hidden />}
    >
      {name}
    </Button>
  );
}

/**
 * Plain links to each network's share page, built on the server, so sharing works without
 * JavaScript; only "Copy link" needs it (plain code,
 * web/src/components/CopyLink/copy-link.enhance.ts).
 */
export function ShareBar({ slug, title }: { slug: string; title: string }) {
  const url = articleUrl(slug);
  return (
    <section className={classes.bar} aria-labelledby="share-this-article">
      <Title order={2} id="share-this-article" className={classes.heading}>
        Share this article
      </Title>
      <ul className={classes.list}>
        {shareLinks({ url, title }).map((link) => (
          <li key={link.id}>
            <ExternalButton {...link} />
          </li>
        ))}
        <li>
          <CopyLinkButton url={url} />
        </li>
      </ul>
      <p className={classes.lead}>Questions or ideas? Talk it over with the community:</p>
      <ul className={classes.list}>
        {communityLinks.map((link) => (
          <li key={link.id}>
            <ExternalButton {...link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
