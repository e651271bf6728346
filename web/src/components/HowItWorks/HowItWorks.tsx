import type { demoVideo, Feature, SectionCopy, Step } from '#web/content/home.ts';
import type { Slide } from '#web/content/screens.ts';
import { Container } from '#web/components/Container/Container.tsx';
import { DemoVideo } from '#web/components/DemoVideo/DemoVideo.tsx';
import { ScreenCrop } from '#web/components/ScreenCrop/ScreenCrop.tsx';
import sectionClasses from '#web/components/Section/Section.module.css';
import classes from './HowItWorks.module.css';

export type HowItWorksStep = Omit<Step, 'feature'> & { feature: Feature; shot: Slide };

type Props = {
  id: string;
  eyebrow: string;
  copy: SectionCopy;
  video: typeof demoVideo;
  steps: readonly HowItWorksStep[];
};

/**
 * The demo video beside the four steps it shows, each a feature card with a close-up of its
 * screen: the sequence a visitor watches is the sequence they read. The title sits above the
 * video, so the band is as tall as its longer column, not title plus both.
 */
export function HowItWorks({ id, eyebrow, copy, video, steps }: Props) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={sectionClasses.section}>
      <Container className={classes.layout}>
        <div className={classes.lead}>
          <div className={sectionClasses.header}>
            <p className={sectionClasses.eyebrow}>{eyebrow}</p>
            <h2 id={titleId} className={sectionClasses.title}>
              {copy.title}
            </h2>
            <p className={sectionClasses.lede}>{copy.lede}</p>
          </div>
          <div className={classes.video}>
            <DemoVideo video={video} />
          </div>
        </div>
        {/* A sideways row on phones and tablets: a labelled, focusable scroller (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={classes.scroller} role="region" aria-label="The four steps" tabIndex={0}>
          <ol className={classes.steps}>
            {steps.map((step, index) => (
              <li key={step.feature.id} className={classes.step}>
                <ScreenCrop shot={step.shot} focus={step.focus} className={classes.crop} />
                <div className={classes.body}>
                  <p className={classes.verb}>
                    <span className={classes.number}>{String(index + 1).padStart(2, '0')}</span>
                    {step.verb}
                  </p>
                  <h3 className={classes.title}>{step.feature.title}</h3>
                  <p className={classes.text}>{step.feature.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
