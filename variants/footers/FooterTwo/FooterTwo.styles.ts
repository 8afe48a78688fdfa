import styled from 'styled-components';
import { FooterInner, RichText, SocialLinks, footerRule, footerSurface } from '../parts';

/** Static styles; CMS colours arrive only through --footer-* custom properties set on Root. */

export const Root = styled.footer`
  ${footerSurface}
  /* Inline link rows centre their links too (read by the inline LinkList layout). */
  --footer-inline-justify: center;
`;

export const Brand = styled(FooterInner)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xl};
  text-align: center;

  & > a {
    justify-self: center;
  }
`;

export const Subtext = styled(RichText)`
  max-width: 60ch;
`;

export const Social = styled(SocialLinks)`
  ul {
    justify-content: center;
  }
`;

/* Below 768 px the groups are the shared accordions; from 768 px each is a centred row. */
export const Groups = styled(FooterInner)`
  display: grid;
  padding-bottom: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    max-width: 960px;
    gap: 0;
    padding-bottom: ${({ theme }) => theme.space.xxl};

    & > nav {
      padding-block: ${({ theme }) => theme.space.lg};
      border-top: 1px solid ${footerRule};
      text-align: center;
    }
    & > nav h2 {
      margin-bottom: ${({ theme }) => theme.space.sm};
      font-size: ${({ theme }) => theme.font.size.xs};
      letter-spacing: 0.14em;
      text-transform: uppercase;
    }
  }
`;

export const Legal = styled(FooterInner)`
  padding-block: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${footerRule};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  /* The notices' block centres with the line (parts/LegalNotices). */
  --footer-notices-inline: auto;

  small {
    font-size: inherit;
  }
`;
