/**
 * Event Details — one store event: cover, then a facts card (when, where, directions) beside the
 * description from desktop, stacked on phones with the facts first, where they are needed most.
 */
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Cover } from '../parts/PostCard';
import { CoverBone } from '../parts/PostCardFrame';
import { Prose } from '../parts/Prose';
import type { EventDetailsProps } from '../types';

const Figure = styled.figure`
  grid-area: cover;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** Phones: cover, facts, text. From desktop the facts sit in a column beside cover and text. */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'cover' 'facts' 'body';
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-areas: 'cover facts' 'body facts';
    grid-template-columns: minmax(0, 1fr) 320px;
    grid-template-rows: auto 1fr;
    column-gap: ${({ theme }) => theme.space.xxxl};
    align-items: start;
  }
`;

const Body = styled.div`
  grid-area: body;
`;

const Facts = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};

  grid-area: facts;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Directions = styled.a`
  ${buttonStyles}
`;

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
  color: ${({ theme }) => theme.color.inkMuted};
`;

export function EventDetails(props: EventDetailsProps) {
  const { place } = props;
  return (
    <Layout>
      {props.image !== '' && (
        <Figure>
          <Cover src={props.image} alt={props.imageAlt} width={1200} height={675} />
        </Figure>
      )}
      <Facts aria-label="Event details">
        <div>
          <h2>When</h2>
          <Strong>
            <time dateTime={props.dateTime}>{props.date}</time>
          </Strong>
          {props.time !== '' && <p>{props.time}</p>}
        </div>
        <div>
          <h2>Where</h2>
          <Strong>{place.name}</Strong>
          <address>
            {place.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </div>
        {place.directionsHref !== '' && (
          <Directions
            href={place.directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            data-variant="secondary"
            data-size="md"
          >
            Get directions
          </Directions>
        )}
      </Facts>
      <Body>
        {props.summary !== '' && <Summary>{props.summary}</Summary>}
        {/* The engine passes sanitised HTML only (engine/rules/sanitizeHtml). */}
        <Prose dangerouslySetInnerHTML={{ __html: props.html }} />
      </Body>
    </Layout>
  );
}

export function EventDetailsSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading the event</VisuallyHidden>
      <Layout aria-hidden="true">
        <Figure as="div">
          <CoverBone />
        </Figure>
        <Facts as="div">
          <Skeleton width="50%" height={14} />
          <Skeleton width="90%" height={20} />
          <Skeleton width="50%" height={14} />
          <Skeleton width="80%" height={40} />
        </Facts>
        <Body>
          {['100%', '95%', '60%', '100%', '85%'].map((width, index) => (
            <Skeleton key={index} width={width} height="1.7em" />
          ))}
        </Body>
      </Layout>
    </div>
  );
}
