import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the button to its container, e.g. in dialogs on small screens. */
  fullWidth?: boolean;
};

/** Shared so that links styled as buttons (react-router `<Link>`) look identical. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &[data-size='sm'] {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &[data-size='md'] {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  &[data-size='lg'] {
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.onBrand};
    &:hover {
      background: ${({ theme }) => theme.color.brandStrong};
    }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.border};
    &:hover {
      border-color: ${({ theme }) => theme.color.inkSubtle};
    }
  }
  &[data-variant='ghost'] {
    background: transparent;
    color: inherit;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceAlt};
    }
  }
  /* aria-disabled: a control that keeps focus while it refuses clicks (ui/Form SubmitButton). */
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button`
  ${buttonStyles}
`;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      {...rest}
    />
  );
}
