import type { ReactNode } from 'react';
import { site } from '#web/config/site.ts';
import { contactAside } from '#web/content/contact-aside.ts';
import classes from './ContactPage.module.css';

/**
 * The contact form beside the other ways to reach support (server-rendered). `form` is the
 * contact-form island, which the page places (islands are composed on the top floor).
 */
export function ContactPage({ form }: { form: ReactNode }) {
  return (
    <div className={classes.layout}>
      <div className={classes.form}>
        <noscript>
          <p className={classes.note}>
            {contactAside.noScript} <a href={`mailto:${site.helpEmail}`}>{site.helpEmail}</a>
          </p>
        </noscript>
        {form}
      </div>
      <aside className={classes.aside} aria-labelledby="contact-aside-heading">
        <h2 id="contact-aside-heading" className={classes.heading}>
          {contactAside.heading}
        </h2>
        <p>{contactAside.reply}</p>
        <dl className={classes.list}>
          <dt>{contactAside.email}</dt>
          <dd>
            <a href={`mailto:${site.helpEmail}`}>{site.helpEmail}</a>
          </dd>
          <dt>{contactAside.chat}</dt>
          <dd>
            <a href={site.communityChatUrl} target="_blank" rel="noopener noreferrer">
              {site.name} community chat
            </a>
          </dd>
        </dl>
      </aside>
    </div>
  );
}
