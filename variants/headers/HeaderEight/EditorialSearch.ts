import styled from 'styled-components';
import { SearchBox } from '../parts/SearchBox';

/* The shared search, redrawn as an underlined field: quieter than a pill beside a large logo. */
export const EditorialSearch = styled(SearchBox)`
  & input {
    height: 40px;
    padding: 0 44px 0 ${({ theme }) => theme.space.xxs};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.inkSubtle};
    border-radius: 0;
    background: transparent;
    text-overflow: ellipsis;
  }
  & input:hover,
  & input:focus {
    border-bottom-color: ${({ theme }) => theme.color.ink};
    background: transparent;
  }
  & button {
    top: 2px;
    right: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.ink};
  }
  & button:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
