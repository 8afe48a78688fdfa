import styled from 'styled-components';

export const Section = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    font-size: ${({ theme }) => theme.font.size.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
`;

export const Count = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.6;
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.font.size.sm};
  > label,
  > span,
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  input[type='text'],
  input[type='url'],
  input[type='number'],
  textarea,
  select {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    min-width: 0;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

export const Inline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  input[type='color'] {
    flex: none;
    width: 40px;
    height: 36px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  input[type='text'] {
    flex: 1;
  }
`;

export const Thumb = styled.img`
  flex: none;
  width: 48px;
  height: 36px;
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: repeating-conic-gradient(#eceee9 0 25%, #fff 0 50%) 0 0 / 12px 12px;
`;

export const Problems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: 1.4;
  }
  li[data-kind='diagnostic'] {
    background: ${({ theme }) => theme.color.dangerSoft};
    color: ${({ theme }) => theme.color.danger};
  }
  li[data-kind='guard'] {
    background: #fff6e0;
    color: ${({ theme }) => theme.color.warning};
  }
`;

export const Links = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const LinkRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: calc(var(--depth, 0) * 16px);
  > div {
    display: grid;
    grid-template-columns: 1fr 1fr auto;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const SmallButton = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
`;

export const Variants = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-size: ${({ theme }) => theme.font.size.xs};
    text-align: center;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
  }
  input {
    position: absolute;
    opacity: 0;
  }
  img,
  span[aria-hidden] {
    width: 100%;
    height: 64px;
    object-fit: cover;
    object-position: top;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
`;

/** Where a setting shows on the storefront (settingPlaces.ts), with its preview button. */
export const Place = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.4;
`;
