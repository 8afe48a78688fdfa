import { Link } from 'react-router';
import styled from 'styled-components';
import { buttonStyles } from '../../../ui/Button';

export const ShopLink = styled(Link)`
  ${buttonStyles}
`;
