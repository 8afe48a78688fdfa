import styled from 'styled-components';

/**
 * The 56 px bar every mobile path header shares. A plain div: the app shell owns the `<header>`
 * landmark and its stickiness, so the bar only brings its own surface and fixed height (nothing
 * shows through or shifts when the shell pins it). Hidden from 1024 px, where the desktop header
 * takes over (spec 2.5); CSS rather than a media-query hook, so the first paint is already right.
 */
export const Bar = styled.div`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  box-sizing: border-box;
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  /* Equal side columns keep the title centred on the bar, whatever sits on either side. */
  &[data-layout='title'] {
    grid-template-columns: 44px minmax(0, 1fr) 44px;
  }
  &[data-layout='product'] {
    grid-template-columns: 88px minmax(0, 1fr) 88px;
  }
  /* The 44 px buttons already carry their own air, so the field takes the gaps' width back:
     at 375 px the spec's "Type here to search products" then fits whole. */
  &[data-layout='compactSearch'] {
    gap: 0;
    padding: 0 ${({ theme }) => theme.space.xs};
    grid-template-columns: 44px minmax(0, 1fr) auto;
  }
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The page name: strong but not a heading, since the page below carries its own h1. */
export const Title = styled.span`
  grid-column: 2;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Start = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-start;
`;

export const End = styled.div`
  display: flex;
  grid-column: 3;
  align-items: center;
  justify-content: flex-end;
`;
