/**
 * Today's deals — the section of spec 2.15: the CMS title with its configured button, then a
 * carousel of up to 10 deals drawn with the site's own deal card, 1.1 per view in narrow slots
 * (phones, drawers) so the next card peeks, and more per view as the section widens. The carousel
 * is native scroll snapping with previous/next buttons: it swipes, tabs and scrolls without
 * Swiper's 26 KB on the home route (README, bundle budget).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../../ui/Icon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { SKELETON_DEAL } from '../../deal-cards/skeletonDeal';
import type { TodaysDealsProps } from '../types';
import {
  ArrowButton,
  Arrows,
  Head,
  HeadLink,
  Rail,
  Section,
  Slide,
  Title,
  Track,
} from './TodaysDeals.styles';

const SKELETON_COUNT = 4;

type Edges = { scrollable: boolean; atStart: boolean; atEnd: boolean };

/** Which ends of the track are reached, for the previous/next buttons. */
function useTrackEdges(count: number) {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ scrollable: false, atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const track = ref.current;
    if (!track) return;
    const max = track.scrollWidth - track.clientWidth;
    setEdges({
      scrollable: max > 1,
      atStart: track.scrollLeft <= 1,
      atEnd: track.scrollLeft >= max - 1,
    });
  }, []);
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure, count]);
  const page = (direction: 1 | -1) =>
    ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.9 });
  return { ref, edges, measure, page };
}

export function TodaysDeals({
  title,
  link,
  mobileLink,
  deals,
  loading,
  card: Card,
  onSelect,
}: TodaysDealsProps) {
  const titleId = useId();
  const trackId = useId();
  const empty = deals.length === 0;
  const { ref, edges, measure, page } = useTrackEdges(deals.length);
  // The same elements when only the measured edges change: React then skips the cards.
  const slides = useMemo(
    () =>
      empty
        ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <Slide key={`skeleton-${i}`}>
              <Card deal={SKELETON_DEAL} loading />
            </Slide>
          ))
        : deals.map((deal, i) => (
            <Slide key={`${i}-${deal.href}`}>
              <Card deal={deal} loading={false} onSelect={() => onSelect(i)} />
            </Slide>
          )),
    [empty, deals, Card, onSelect],
  );

  return (
    <Section aria-labelledby={titleId} aria-busy={loading} data-todays-deals="">
      <Head>
        <Title id={titleId}>{title}</Title>
        <HeadLink to={link.href} data-only={mobileLink ? 'desktop' : undefined}>
          {link.label}
          <ChevronRightIcon size={18} />
        </HeadLink>
        {mobileLink && (
          <HeadLink to={mobileLink.href} data-only="mobile">
            {mobileLink.label}
            <ChevronRightIcon size={18} />
          </HeadLink>
        )}
        <Arrows data-scrollable={!empty && edges.scrollable}>
          <ArrowButton
            type="button"
            aria-label="Previous deals"
            aria-controls={trackId}
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <ChevronRightIcon size={20} data-flip="" />
          </ArrowButton>
          <ArrowButton
            type="button"
            aria-label="Next deals"
            aria-controls={trackId}
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <ChevronRightIcon size={20} />
          </ArrowButton>
        </Arrows>
      </Head>
      <Rail>
        {loading && <VisuallyHidden>Loading deals</VisuallyHidden>}
        <Track ref={ref} id={trackId} aria-label={title} data-skeleton={empty} onScroll={measure}>
          {slides}
        </Track>
      </Rail>
    </Section>
  );
}
