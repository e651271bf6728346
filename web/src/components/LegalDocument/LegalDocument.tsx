import { Typography } from '@mantine/core';
import type { LegalBlock, LegalDocument as Document } from '#web/content/legal/types.ts';
import classes from './LegalDocument.module.css';
import { linkify } from './linkify';

/** docs/requirements.md writes dates as 8/22/2024; machines read 2024-08-22. */
function isoDate(date: string): string {
  const [month = '', day = '', year = ''] = date.split('/');
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'paragraph') return <p>{linkify(block.text)}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{linkify(item)}</li>
      ))}
    </ul>
  );
}

/**
 * A legal text: its date, intro, a table of contents and numbered sections. The number is the
 * page's (the content keeps plain headings), and each section is an anchor the contents link to.
 */
export function LegalDocument({ document }: { document: Document }) {
  const numbered = document.sections.map((section, index) => ({
    ...section,
    title: `${index + 1}. ${section.heading}`,
  }));
  return (
    <div className={classes.layout}>
      <nav className={classes.toc} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={classes.tocHeading}>
          Contents
        </h2>
        <ol className={classes.tocList}>
          {numbered.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <Typography className={classes.body}>
        <p className={classes.date}>
          {document.dateLabel}: <time dateTime={isoDate(document.date)}>{document.date}</time>
        </p>
        <p>{linkify(document.intro)}</p>
        {numbered.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
      </Typography>
    </div>
  );
}
