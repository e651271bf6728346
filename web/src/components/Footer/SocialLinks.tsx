import { ActionIcon, Group } from '@mantine/core';
import {
  IconBrandDiscord,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { type SocialLink, site } from '#web/config/site.ts';

const icons: Record<SocialLink['label'], ComponentType<IconProps>> = {
  GitHub: IconBrandGithub,
  'X (Twitter)': IconBrandX,
  LinkedIn: IconBrandLinkedin,
  YouTube: IconBrandYoutube,
  Discord: IconBrandDiscord,
};

export function SocialLinks() {
  return (
    <Group
      gap="xs"
      component="ul"
      aria-label="Social links"
      style={{ listStyle: 'none', padding: 0 }}
    >
      {site.social.map((link) => {
        const Icon = icons[link.label];
        return (
          <li key={link.href}>
            <ActionIcon
              component="a"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`${site.name} on ${link.label}`}
              data-tooltip={`${site.name} on ${link.label}`}
            >
              <Icon size={20} stroke={1.6} aria-hidden />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
