import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  @media (min-width: 1024px) {
    height: 100vh;
  }
`;

export const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.surface};
  h1 {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const BarButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }
`;

export const Select = styled.select`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Status = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: #d7dbd3;
  @media (min-width: 768px) {
    flex-basis: auto;
  }
`;

export const Work = styled.div`
  display: grid;
  min-height: 0;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(360px, 30%) 1fr;
  }
`;

export const Editor = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

export const Tab = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
`;

export const Preview = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const PreviewBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const Segmented = styled.fieldset`
  display: flex;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const Frames = styled.div`
  flex: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const FrameBox = styled.figure`
  flex: none;
  margin: 0;
  figcaption {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

/** The frame is laid out at its real width and scaled down to fit: --w, --h and --scale. */
export const FrameClip = styled.div`
  width: calc(var(--w) * var(--scale));
  height: calc(var(--h) * var(--scale));
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  iframe {
    width: var(--w);
    height: var(--h);
    border: 0;
    transform: scale(var(--scale));
    transform-origin: 0 0;
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  background: #fff6e0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
