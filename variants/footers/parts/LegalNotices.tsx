import styled from 'styled-components';
import { ComplianceNotice } from '../../compliance/ComplianceNotice/ComplianceNotice';
import type { FooterProps } from '../types';

/**
 * A measure for reading: at full footer width a warning would run 200 characters a line. Designs
 * that centre their legal line set --footer-notices-inline to `auto` to centre the block too.
 */
const Block = styled.div`
  max-width: 96ch;
  margin-inline: var(--footer-notices-inline, 0 auto);
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The licence line and warnings where a footer's legal line sits, above the copyright; nothing at
 * all when the site has none, so footers without notices keep their exact layout.
 */
export function LegalNotices({ notices }: Pick<FooterProps, 'notices'>) {
  if (notices === null) return null;
  return (
    <Block>
      <ComplianceNotice notices={notices} tone="footer" />
    </Block>
  );
}
