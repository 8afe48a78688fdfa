import styled from 'styled-components';
import { ComplianceNotice } from '../../compliance/ComplianceNotice/ComplianceNotice';

/** CMS colours may arrive as custom properties on the layer; the theme is the fallback. */
export const Heading = styled.h2`
  margin: 0;
  color: var(--popup-heading, ${({ theme }) => theme.color.ink});
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.25;
  text-wrap: balance;
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
`;

export const Copy = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Campaign art is often an illustration or a logo: shown whole, never cropped. */
export const Image = styled.img`
  display: block;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  object-fit: contain;
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Input = styled.input`
  flex: 1 1 200px;
  min-width: 0;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.color.inkSubtle};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
`;

export const Submit = styled.button`
  flex: 0 0 auto;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xl};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: var(--popup-button, ${({ theme }) => theme.color.brand});
  color: ${({ theme }) => theme.color.onBrand};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.brandStrong};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Coupons = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 2px dashed ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  word-break: break-word;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.04em;
  }
`;

export const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme }) => theme.color.ink};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.sm};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The compliance notices under the words and form: across every column of a template's body (the
 * bar sets words and form side by side), below the form like a form's fine print.
 */
export const SmallPrint = styled(ComplianceNotice)`
  grid-column: 1 / -1;
`;
