import { CtaBanner } from '#web/components/CtaBanner/CtaBanner.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { Section } from '#web/components/Section/Section.tsx';
import { StatGrid } from '#web/components/StatGrid/StatGrid.tsx';
import { ValueGrid } from '#web/components/ValueGrid/ValueGrid.tsx';
import {
  aboutCta,
  aboutSections as sections,
  expertise,
  mission,
  stats,
  values,
  vision,
} from '#web/content/about.ts';

export default function Page() {
  return (
    <>
      <RoutePage />
      <Section id="mission" title={sections.missionVision.title}>
        <ValueGrid cards={[mission, vision]} columns={2} />
      </Section>
      <Section id="values" tone="muted" {...sections.values}>
        <ValueGrid cards={values} />
      </Section>
      <Section id="expertise" {...sections.expertise}>
        <ValueGrid cards={expertise} columns={3} />
      </Section>
      <Section id="stats" tone="muted" {...sections.stats}>
        <StatGrid stats={stats} />
      </Section>
      <CtaBanner {...aboutCta} />
    </>
  );
}
