import styled from 'styled-components';
import { hiddenOnDesktop } from '../parts/headerFrame';
import { NavBar } from '../parts/NavBar';
import { MobileCentred } from './MobileCentred';

export const Mobile = styled(MobileCentred)`
  ${hiddenOnDesktop}
`;

/* Two equal side columns keep the logo on the page's true centre whatever the sides hold. */
export const Masthead = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  --logo-height: 56px;
  --logo-max-width: 220px;
  ${({ theme }) => theme.media.wide} {
    --logo-height: 64px;
    --logo-max-width: 260px;
    gap: ${({ theme }) => theme.space.xxl};
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

/* Store line stacked over the search: side by side, both were truncated at 1280 px. */
export const Start = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const StoreSlot = styled.div`
  max-width: 100%;
  & > button,
  & > [role='status'] {
    width: auto;
    min-height: 32px;
    /* Puts the pin over the search placeholder's first letter. */
    padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm}
      ${({ theme }) => theme.space.xxs} 14px;
  }
  & > [role='status'] {
    width: 260px;
  }
`;

export const SearchSlot = styled.div`
  width: 100%;
  max-width: 420px;
`;

export const Centre = styled.div`
  display: flex;
  justify-content: center;
  img {
    object-position: center;
  }
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

/* The shared NavBar, restyled as a quiet light row so the logo stays the loudest thing on the
   header. Only the row's own triggers are restyled (li > a, li > div > a), never panel links. */
export const Nav = styled(NavBar)`
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  & > ul {
    justify-content: center;
    column-gap: ${({ theme }) => theme.space.xs};
  }
  & > ul > li > a,
  & > ul > li > button,
  & > ul > li > div > a,
  & > ul > li > div > button {
    height: 48px;
    font-size: 0.8125rem;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  & > ul > li > a:hover,
  & > ul > li > button:hover,
  & > ul > li > div > a:hover,
  & > ul > li > div > button:hover,
  & > ul > li > div > a[aria-expanded='true'],
  & > ul > li > div > button[aria-expanded='true'] {
    background: transparent;
    color: ${({ theme }) => theme.color.brandStrong};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.color.brand};
  }
  /* The divider between fixed items and CMS links (NavBar draws it for a dark row). */
  & > ul > li[aria-hidden='true']:not([data-testid]) {
    background: ${({ theme }) => theme.color.border};
  }
  /* Tighter than the dark bar's skeletons so all 9 fit one centred line at 1280 px. */
  & > ul > li[data-testid] {
    height: 48px;
    padding: 0 6px;
  }
  & > ul > li[data-testid] > span {
    opacity: 1;
  }
`;
