import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

export { Actions, Badge, Bar, Body } from './StoreBarFrame.styles';

export const Eyebrow = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

export const PromptTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.3;
`;

export const StoreName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Status = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.brand};
  &[data-open='false'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const ActionLink = styled(Link)`
  ${buttonStyles}
`;
