import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

export const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
  &[data-kind='error'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSoft};
    p {
      color: ${({ theme }) => theme.color.danger};
    }
  }
  svg {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export const ShopLink = styled(Link)`
  ${buttonStyles}
`;
