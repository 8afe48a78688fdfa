import styled from 'styled-components';

export const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  &[data-appearance='segmented'] {
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  &[data-appearance='tiles'] {
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  &[data-appearance='rail'] {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Tab = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &[data-appearance='segmented'] {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    text-align: center;

    &:hover {
      color: ${({ theme }) => theme.color.ink};
    }
    &[aria-selected='true'] {
      background: ${({ theme }) => theme.color.surface};
      color: ${({ theme }) => theme.color.brandStrong};
      box-shadow: ${({ theme }) => theme.shadow.sm};
    }
  }

  /* Tiles and rail rows are cards: a border that turns brand-coloured, never colour alone. */
  &[data-appearance='tiles'],
  &[data-appearance='rail'] {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};

    &:hover {
      border-color: ${({ theme }) => theme.color.inkSubtle};
    }
    &[aria-selected='true'] {
      border-color: ${({ theme }) => theme.color.brand};
      background: ${({ theme }) => theme.color.brandSoft};
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.brand};
    }
  }

  &[data-appearance='tiles'] {
    flex-direction: column;
    align-items: flex-start;
    min-height: 112px;
    padding: ${({ theme }) => theme.space.md};

    ${({ theme }) => theme.media.tablet} {
      flex-direction: row;
      align-items: center;
      min-height: 76px;
      padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    }
  }

  /* On phones the rail sits above the list, so its rows shrink to the label alone. */
  &[data-appearance='rail'] {
    align-items: center;
    min-height: 48px;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

    ${({ theme }) => theme.media.tablet} {
      min-height: 64px;
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
  }
`;

export const TabIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.brandStrong};

  [aria-selected='true'] > & {
    background: ${({ theme }) => theme.color.surface};
  }
  [data-appearance='rail'] > & {
    width: 32px;
    height: 32px;

    ${({ theme }) => theme.media.tablet} {
      width: 40px;
      height: 40px;
    }
  }
`;

export const TabText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Label = styled.span`
  [aria-selected='true'] > ${TabText} > & {
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;

export const Hint = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: 1.35;

  [data-appearance='rail'] & {
    display: none;

    ${({ theme }) => theme.media.tablet} {
      display: inline;
    }
  }
`;
