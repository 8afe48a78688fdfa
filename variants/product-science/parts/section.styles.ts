import styled from 'styled-components';

/** One part of the block: its heading, then its content; headings match "About this product". */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** A short explanation under a part's content. */
export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  /* No word left alone on the last line of a two-line note. */
  text-wrap: pretty;
`;
