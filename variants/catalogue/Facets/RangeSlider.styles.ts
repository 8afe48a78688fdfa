import styled from 'styled-components';

/** Half a thumb: the track is inset by it, so a thumb at an end stays inside the box. */
const THUMB = 24;

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The thumbs' places come in as --from and --to (0 to 1), set on this element. */
export const Slider = styled.div`
  position: relative;
  height: ${THUMB + 8}px;
  margin: 0 ${THUMB / 2}px;
  /* A drag along the track moves a thumb, not the page. */
  touch-action: none;
  cursor: pointer;
`;

export const Rail = styled.div`
  position: absolute;
  inset: calc(50% - 2px) 0 auto;
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

export const Fill = styled.div`
  position: absolute;
  inset: calc(50% - 2px) auto auto calc(var(--from) * 100%);
  width: calc((var(--to) - var(--from)) * 100%);
  height: 4px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand};
`;

export const Thumb = styled.span`
  position: absolute;
  top: calc(50% - ${THUMB / 2}px);
  left: calc(var(--at) * 100% - ${THUMB / 2}px);
  width: ${THUMB}px;
  height: ${THUMB}px;
  box-sizing: border-box;
  border: 2px solid ${({ theme }) => theme.color.brand};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: grab;

  &[data-thumb='min'] {
    --at: var(--from);
  }
  &[data-thumb='max'] {
    --at: var(--to);
  }
  /* Thumbs on one stop: the one last moved stays on top, so it can be moved back. */
  &[data-active='true'] {
    z-index: 1;
  }
  &:focus-visible {
    outline: 2px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

export const Inputs = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Dash = styled.span`
  padding-bottom: 10px;
  color: ${({ theme }) => theme.color.inkSubtle};
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Box = styled.span`
  display: flex;
  align-items: center;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};

  &:focus-within {
    border-color: ${({ theme }) => theme.color.brand};
    outline: 2px solid var(--focus-ring);
    outline-offset: 1px;
  }

  min-width: 0;

  /* No width of its own (an input's is twenty characters): the field's column sets it. */
  input {
    flex: 1;
    width: 0;
    min-width: 0;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.color.ink};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    font-variant-numeric: tabular-nums;
  }
  input:focus {
    outline: none;
  }
`;

export const Unit = styled.span`
  flex: none;
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.inkSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
