import { Link } from 'react-router';
import styled from 'styled-components';

/** 'compact' in the sidebar; 'wide' on the cart page adds the line total at tablet and up. */
export const Line = styled.article`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  &[data-layout='wide'] {
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: 112px minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.space.lg};
    }
  }
`;

export const Thumb = styled(Link)`
  display: block;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  [data-layout='wide'] > & {
    ${({ theme }) => theme.media.tablet} {
      width: 112px;
      height: 112px;
    }
  }
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.35;
  a {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Special = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/* Text buttons without side padding, so a wrapped second row lines up with the first. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space.lg};
  > button {
    padding: 0;
  }
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const TextAction = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &[data-tone='danger'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-left: auto;
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const LineTotal = styled.p`
  display: none;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  [data-layout='wide'] > & {
    ${({ theme }) => theme.media.tablet} {
      display: block;
    }
  }
`;
