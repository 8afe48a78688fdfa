import { Link } from 'react-router';
import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  max-width: 760px;
  min-height: 70vh;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  @media (max-width: 767px) {
    min-height: calc(100dvh - 120px);
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Back = styled(Link)`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin-left: -${({ theme }) => theme.space.sm};
  border-radius: 50%;
  color: ${({ theme }) => theme.color.ink};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

export const Log = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** The draft box's smallest height: the composer is this plus its padding and top border. */
const DRAFT_MIN_HEIGHT = '44px';

/**
 * The end of the log, scrolled into view as messages come: its margin keeps the newest message
 * clear of the sticky composer (and of the log's own padding) when the draft box is one line.
 */
export const LogEnd = styled.div`
  scroll-margin-bottom: ${({ theme }) =>
    `calc(${DRAFT_MIN_HEIGHT} + 2 * ${theme.space.md} + 1px + ${theme.space.lg})`};
`;

export const Day = styled.h2`
  align-self: center;
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const Bubble = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: min(80%, 520px);
  align-self: flex-start;

  &[data-mine='true'] {
    align-self: flex-end;
    justify-items: end;
  }
`;

export const BubbleText = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-bottom-left-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  [data-mine='true'] > & {
    border-bottom-left-radius: ${({ theme }) => theme.radius.lg};
    border-bottom-right-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
  }
  /* Not yet delivered: flat, with "Sending…" under it; faded text would fail contrast on green. */
  [data-status='sending'] > & {
    box-shadow: none;
  }
  [data-status='failed'] > & {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.inkSubtle};
  font-size: ${({ theme }) => theme.font.size.xs};

  [data-status='failed'] > & {
    color: ${({ theme }) => theme.color.danger};
  }
`;

export const Composer = styled.form`
  position: sticky;
  bottom: 0;
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 0 0 ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  textarea {
    flex: 1;
    min-height: ${DRAFT_MIN_HEIGHT};
    max-height: 160px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

export const Empty = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.color.inkMuted};
  text-align: center;
`;
