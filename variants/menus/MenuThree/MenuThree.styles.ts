import styled from 'styled-components';

/* Three reads like a shop front: big title-case headings instead of One's small capitals. */
export const Block = styled.section`
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg}
    ${({ theme }) => theme.space.xl};
`;

export const Heading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  color: ${({ theme }) => theme.color.ink};
`;

/* The CMS links close the drawer on a soft brand band, set apart from the shopping above. */
export const LinksBand = styled.nav`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.brandSoft};
  a:hover,
  button:hover {
    background: rgba(255, 255, 255, 0.6);
  }
`;
