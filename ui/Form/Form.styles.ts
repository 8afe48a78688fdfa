import styled, { css } from 'styled-components';

/** A column of fields with room between them; forms use it as their body. */
export const FieldStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** Two fields side by side from tablet width (first and last name); stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FieldRoot = styled.div`
  display: grid;
  /* Beside a taller field (one showing its error) the rows stay at the top, not spread out. */
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.ink};
`;

/** The look every control shares: text inputs, text areas and selects. */
const control = css`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

export const Input = styled.input`
  ${control}
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  padding: ${({ theme }) => theme.space.md};
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select`
  ${control}
`;

/** The file picker: a dashed drop area holding the native input, which stays keyboard-reachable. */
export const FileBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  &[data-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  min-width: 0;
  /* Chromium gives a file input a wide fixed size: without this it pushes the whole form wider than a phone. */
  input {
    width: 100%;
    min-width: 0;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    /* The browser's own "No file chosen" would not know a file the form already holds: the
       field's text beside the button says what is chosen instead. */
    color: transparent;
  }
  input::file-selector-button {
    color: ${({ theme }) => theme.color.ink};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.inkSubtle};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;

export const Alert = styled.div`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  &[data-tone='success'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
  }
`;
