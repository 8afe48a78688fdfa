import styled from 'styled-components';
import type { FooterProps } from '../types';
import { LegalNotices } from './LegalNotices';
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

/** The legal line, with the compliance notices above it, on a ruled band of its own. */
export function LegalBand({ copyright, notices }: Pick<FooterProps, 'copyright' | 'notices'>) {
  return (
    <Band>
      <Inner>
        <LegalNotices notices={notices} />
        <small>{copyright}</small>
      </Inner>
    </Band>
  );
}
