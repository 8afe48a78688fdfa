import styled from 'styled-components';
import { FooterInner, footerRule } from './primitives';

const Band = styled.div`
  border-top: 1px solid ${footerRule};
`;

const Inner = styled(FooterInner)`
  padding-block: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};

  small {
    font-size: inherit;
  }
`;

/** The legal line on a ruled band of its own, aligned with the footer's content. */
export function LegalBand({ copyright }: { copyright: string }) {
  return (
    <Band>
      <Inner>
        <small>{copyright}</small>
      </Inner>
    </Band>
  );
}
