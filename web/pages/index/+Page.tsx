import { AudienceList } from '../../src/components/AudienceList/AudienceList';
import { Carousel } from '../../src/components/Carousel/Carousel';
import { CtaBanner } from '../../src/components/CtaBanner/CtaBanner';
import { Faq } from '../../src/components/Faq/Faq';
import { FeatureBento } from '../../src/components/FeatureBento/FeatureBento';
import { Hero } from '../../src/components/Hero/Hero';
import { HowItWorks } from '../../src/components/HowItWorks/HowItWorks';
import { ProductList } from '../../src/components/ProductList/ProductList';
import { Section } from '../../src/components/Section/Section';
import { SplitBand } from '../../src/components/Section/SplitBand';
import { useRoute } from '../../src/config/use-route';
import { homeFaq } from '../../src/content/faq';
import {
  audiences,
  closingCta,
  demoVideo,
  hero,
  productCards,
  sections,
} from '../../src/content/home';
import { bentoTiles, howItWorksSteps } from '../../src/content/home-layout';
import { screenByName, screens } from '../../src/content/screens';

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
