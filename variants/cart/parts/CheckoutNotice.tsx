import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.color.warning} 10%,
    ${({ theme }) => theme.color.surface}
  );
  color: ${({ theme }) => theme.color.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Why checkout is disabled (spec 4.6); the disabled button points at it with aria-describedby. */
export function CheckoutNotice({ id, reason }: { id: string; reason: string }) {
  return (
    <Notice id={id} role="status">
      {reason}
    </Notice>
  );
}
