/**
 * A brand strip for the home page: round brand logos in a swipeable row, sponsored brands first
 * and marked "Sponsored", with "All brands". Pick it to show the names shoppers look for.
 */
import { useId, useState } from 'react';
import type { SliderControls } from '../../../ui/carouselControls';
import { ScrollStrip } from '../../../ui/ScrollStrip';
import { CarouselArrows } from '../parts/CarouselArrows';
import { Section } from '../parts/SectionFrame';
import { SectionHead } from '../parts/SectionHead';
import { BRAND_SLIDER, SLIDER_SPACING } from '../parts/sliderLayout';
import type { BrandStripProps } from '../types';
import { Logo, Name, Note, Tile } from './BrandStrip.styles';
import { BrandStripSkeleton } from './BrandStripSkeleton';

export function BrandStrip({ title, brands, loading, viewAll }: BrandStripProps) {
  const titleId = useId();
  const [controls, setControls] = useState<SliderControls | null>(null);
  if (loading) return <BrandStripSkeleton />;
  return (
    <Section aria-labelledby={titleId} data-home-section="brandStrip">
      <SectionHead id={titleId} title={title} viewAll={viewAll}>
        <CarouselArrows controls={controls} what="brands" />
      </SectionHead>
      <ScrollStrip
        label={`${title}: brands`}
        {...BRAND_SLIDER}
        gap={SLIDER_SPACING}
        onReady={setControls}
      >
        {brands.map((brand) => (
          <Tile key={brand.href} to={brand.href}>
            <Logo>
              <img src={brand.image} alt="" width="112" height="112" loading="lazy" />
            </Logo>
            <Name>{brand.name}</Name>
            <Note>{brand.sponsored ? 'Sponsored' : ''}</Note>
          </Tile>
        ))}
      </ScrollStrip>
    </Section>
  );
}
