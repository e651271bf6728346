import { AudienceList } from '#web/components/AudienceList/AudienceList.tsx';
import { Carousel } from '#web/components/Carousel/Carousel.tsx';
import { CtaBanner } from '#web/components/CtaBanner/CtaBanner.tsx';
import { Faq } from '#web/components/Faq/Faq.tsx';
import { FeatureBento } from '#web/components/FeatureBento/FeatureBento.tsx';
import { Hero } from '#web/components/Hero/Hero.tsx';
import { HowItWorks } from '#web/components/HowItWorks/HowItWorks.tsx';
import { ProductList } from '#web/components/ProductList/ProductList.tsx';
import { Section } from '#web/components/Section/Section.tsx';
import { SplitBand } from '#web/components/Section/SplitBand.tsx';
import { useRoute } from '#web/config/use-route.ts';
import { homeFaq } from '#web/content/faq.ts';
import {
  audiences,
  closingCta,
  demoVideo,
  hero,
  productCards,
  sections,
} from '#web/content/home.ts';
import { bentoTiles, howItWorksSteps } from '#web/content/home-layout.ts';
import { screenByName, screens } from '#web/content/screens.ts';

/** Home: server-rendered HTML, no island; the carousel's plain code loads with the page. */
export default function Page() {
  const route = useRoute();
  return (
    <>
      <Hero heading={route.heading} content={hero} shot={screenByName('results')} />
      <Section id="audiences" {...sections.audiences} tone="muted" density="compact">
        <AudienceList cards={audiences} />
      </Section>
      <HowItWorks
        id="demo"
        eyebrow="How it works"
        copy={sections.video}
        video={demoVideo}
        steps={howItWorksSteps}
      />
      <Section id="features" eyebrow="The platform" {...sections.features} tone="muted">
        <FeatureBento tiles={bentoTiles} />
      </Section>
      <Section id="tour" eyebrow="Product tour" {...sections.tour} layout="aside">
        <Carousel id="tour-carousel" slides={screens} label="Product screenshots" />
      </Section>
      <SplitBand
        tone="muted"
        halves={[
          { id: 'products', ...sections.products, children: <ProductList cards={productCards} /> },
          { id: 'faq', ...sections.faq, children: <Faq items={homeFaq} name="home-faq" /> },
        ]}
      />
      <CtaBanner {...closingCta} />
    </>
  );
}
