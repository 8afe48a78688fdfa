import { Link } from 'react-router';
import styled from 'styled-components';

export const Layout = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

export const Thumbs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Thumb = styled.button`
  width: 64px;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
  }
`;

export const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const BrandLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.2;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.desktop} {
    font-size: 2.25rem;
  }
`;

export const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  a {
    color: ${({ theme }) => theme.color.brand};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const DealLink = styled(Link)`
  && {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
`;

export const Price = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

export const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const OptionList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A radio styled as a chip; the input stays in the tab order, visually hidden. */
export const Option = styled.label`
  position: relative;
  display: grid;
  flex: 1 0 72px;
  max-width: 128px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  text-align: center;

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  span {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.brand};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Quantity above the button on phones (the button carries the total), side by side above. */
export const Buy = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};

  & > button {
    justify-self: stretch;
  }

  @media (min-width: 480px) {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: end;
  }
`;

export const Quantity = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Stepper = styled.div`
  display: flex;
  align-items: center;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};

  button {
    width: 44px;
    height: 100%;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: none;
    font-size: ${({ theme }) => theme.font.size.lg};
    cursor: pointer;
  }
  button:disabled {
    color: ${({ theme }) => theme.color.inkSubtle};
    cursor: not-allowed;
  }
  input {
    width: 40px;
    border: 0;
    background: none;
    text-align: center;
    font-variant-numeric: tabular-nums;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button,
  input::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const About = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;
