import { CardGrid } from '../../src/components/CardGrid/CardGrid';
import { Carousel } from '../../src/components/Carousel/Carousel';
import { CtaBanner } from '../../src/components/CtaBanner/CtaBanner';
import { DemoVideo } from '../../src/components/DemoVideo/DemoVideo';
import { Faq } from '../../src/components/Faq/Faq';
import { Hero } from '../../src/components/Hero/Hero';
import { Section } from '../../src/components/Section/Section';
import { useRoute } from '../../src/config/use-route';
import { homeFaq } from '../../src/content/faq';
import {
  audiences,
  closingCta,
  demoVideo,
  features,
  hero,
  productCards,
  sections,
} from '../../src/content/home';
import { screens } from '../../src/content/screens';
import { Island } from '../../src/islands/Island';

/** Home: server-rendered HTML; the carousel is the one island, hydrated as it scrolls near. */
export default function Page() {
  const route = useRoute();
  return (
    <>
      <Hero heading={route.heading} content={hero} />
      <Section id="demo" {...sections.video}>
        <DemoVideo video={demoVideo} />
      </Section>
      <Section id="tour" {...sections.tour} tone="muted">
        <div data-island-when="visible">
          <Island
            name="screen-carousel"
            component={Carousel}
            props={{ id: 'tour-carousel', slides: screens, label: 'Product screenshots' }}
          />
        </div>
      </Section>
      <Section id="features" {...sections.features}>
        <CardGrid cards={features} size="wide" />
      </Section>
      <Section id="audiences" {...sections.audiences} tone="muted">
        <CardGrid cards={audiences} />
      </Section>
      <Section id="products" {...sections.products}>
        <CardGrid cards={productCards} />
      </Section>
      <Section id="faq" {...sections.faq} tone="muted">
        <Faq items={homeFaq} name="home-faq" />
      </Section>
      <CtaBanner {...closingCta} />
    </>
  );
}
