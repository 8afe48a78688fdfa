import { useId } from 'react';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';
import { SvgIcon } from '../../../ui/Icon/SvgIcon';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import type { LabResultData } from '../types';
import { Section } from './section.styles';

/**
 * Who tested the product, which batch and when, and the certificate of analysis. The certificate
 * opens in a new tab, away from the shopper's cart, without giving that tab a handle on this one.
 */
export function LabResultSection({ labResult }: { labResult: LabResultData }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Lab Results</h2>
      <Card>
        <Facts>
          <dt>Laboratory</dt>
          <dd>{labResult.laboratory}</dd>
          <dt>Batch</dt>
          <dd>{labResult.batch}</dd>
          <dt>Tested</dt>
          <dd>
            <time dateTime={labResult.testedAt}>{labResult.testedOn}</time>
          </dd>
        </Facts>
        {labResult.certificateUrl !== null && (
          <Certificate
            href={labResult.certificateUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-variant="secondary"
            data-size="md"
          >
            View certificate
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            <SvgIcon size={18}>
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </SvgIcon>
          </Certificate>
        )}
      </Card>
    </Section>
  );
}

const Card = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

/** Label and value side by side; a long laboratory name wraps in its own column. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  /* Labels are smaller than values: they share the first line's baseline. */
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  justify-self: stretch;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    overflow-wrap: anywhere;
  }
`;

const Certificate = styled.a`
  ${buttonStyles}
`;
