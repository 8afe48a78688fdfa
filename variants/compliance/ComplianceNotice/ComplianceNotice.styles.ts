import styled, { css } from 'styled-components';

/**
 * Static styles switched by `data-compliance-notice` (the tone). The small print stays at the
 * theme's smallest size and in colours that keep WCAG AA contrast: the footer's own text colour
 * (its CMS pair is checked by the footer's contrast diagnostics), the muted ink elsewhere.
 */
export const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.5;
  /* A long word the CMS sent (an address) wraps rather than widening a phone's page. */
  overflow-wrap: anywhere;
  text-wrap: pretty;

  &[data-compliance-notice='footer'] {
    color: inherit;
  }

  &[data-compliance-notice='compact'] {
    color: ${({ theme }) => theme.color.inkMuted};
  }

  &[data-compliance-notice='ageGate'] {
    margin-top: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

/*
 * Doubled class: hosts style their own paragraphs (the age gate's card, a popup's bar), and the
 * notices must keep their small print whatever the host's paragraph rule says.
 */
const line = css`
  && {
    margin: 0;
    color: inherit;
    font-size: inherit;
    line-height: inherit;
  }
`;

export const License = styled.p`
  ${line}
  && {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Warning = styled.p`
  ${line}
`;

/** A phone or licence number, kept on one line (unbreakable.ts). */
export const Whole = styled.span`
  white-space: nowrap;
`;
