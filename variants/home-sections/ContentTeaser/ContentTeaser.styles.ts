import styled from 'styled-components';
import { PostGrid } from '../../content/parts/PostCardFrame';

/**
 * The /blog grid from tablets up; on phones one swipeable row with the next card peeking, so
 * three tall article cards do not push the rest of the home page down.
 */
export const TeaserGrid = styled(PostGrid)`
  @media (max-width: 767px) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: 82%;
    gap: ${({ theme }) => theme.space.md};
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
    & > li {
      scroll-snap-align: start;
    }
  }
`;
