import { Text } from '@mantine/core';
import { footerColumns } from '#web/config/navigation.ts';
import { site } from '#web/config/site.ts';
import { Container } from '#web/components/Container/Container.tsx';
import { Logo } from '#web/components/Logo/Logo.tsx';
import classes from './Footer.module.css';
import { SocialLinks } from './SocialLinks';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.columns}>
          <div className={classes.brand}>
            <a href="/" className={classes.wordmark}>
              <Logo />
              <span>{site.name}</span>
            </a>
            <Text size="sm" c="dimmed" mt="xs">
              {site.tagline}
            </Text>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={classes.heading}>{column.title}</h2>
              <ul className={classes.list}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      {...(link.external && !link.href.startsWith('mailto:')
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          <Text size="sm" c="dimmed">
            © {site.copyrightYear} {site.name}. All rights reserved.
          </Text>
          <SocialLinks />
        </div>
      </Container>
    </footer>
  );
}
