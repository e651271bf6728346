import { CtaBanner } from '../../src/components/CtaBanner/CtaBanner';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { Section } from '../../src/components/Section/Section';
import { StatGrid } from '../../src/components/StatGrid/StatGrid';
import { ValueGrid } from '../../src/components/ValueGrid/ValueGrid';
import {
  aboutCta,
  aboutSections as sections,
  expertise,
  mission,
  stats,
  values,
  vision,
} from '../../src/content/about';

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
