import { Link } from 'react-router';
import styled from 'styled-components';

export const Column = styled.article`
  max-width: 760px;
  margin: 0 auto;
`;

export const Head = styled.header`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  color: ${({ theme }) => theme.color.ink};

  ${({ theme }) => theme.media.tablet} {
    font-size: 2.25rem;
  }
`;

export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

export const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const RelatedTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

export const RelatedGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.brand};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;
