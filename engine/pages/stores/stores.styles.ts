import styled from 'styled-components';

/** Picker beside a sticky map on wide screens; the map first and compact on phones. */
export const FinderLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    align-items: start;

    & > aside {
      position: sticky;
      top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
      order: 2;
    }
  }
`;

export const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StateNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.xl};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Section = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** Store cards in one, two or three columns by the room there is. */
export const CardGrid = styled.div`
  & > * {
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${({ theme }) => theme.media.desktop} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;
