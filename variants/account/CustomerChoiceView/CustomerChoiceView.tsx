/**
 * Customer Choice View — the age gate: "Are you 21 or older?", the menu choice when the retailer
 * has a medical menu, then "Yes, Enter" or "No". A visitor under age sees why they cannot enter.
 */
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ComplianceNotice } from '../../compliance/ComplianceNotice/ComplianceNotice';
import type { CustomerChoiceViewProps } from '../types';

const Card = styled.section`
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const Menus = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  border: 0;
  text-align: left;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
  span {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
  }
  small {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Declined = styled.p`
  &[role='alert'] {
    margin: ${({ theme }) => theme.space.lg} 0 0;
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export function CustomerChoiceView({
  minimumAge,
  menus,
  menu,
  onMenuChange,
  declined,
  notices,
  onConfirm,
  onDecline,
}: CustomerChoiceViewProps) {
  return (
    <Card aria-labelledby="age-question">
      <h2 id="age-question">Are you {minimumAge} or older?</h2>
      <p>You must be {minimumAge} or older to shop this store.</p>
      {menus.length > 1 && (
        <Menus>
          <legend>Which menu would you like to shop?</legend>
          {menus.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="menuType"
                value={choice.value}
                checked={menu === choice.value}
                onChange={() => onMenuChange(choice.value)}
              />
              <span>
                {choice.label}
                <small>{choice.description}</small>
              </span>
            </label>
          ))}
        </Menus>
      )}
      <Actions>
        <Button size="lg" onClick={onConfirm}>
          Yes, I am {minimumAge}+
        </Button>
        <Button size="lg" variant="secondary" onClick={onDecline}>
          No, I am under {minimumAge}
        </Button>
      </Actions>
      {declined && (
        <Declined role="alert">
          Sorry, you must be {minimumAge} or older to enter this store.
        </Declined>
      )}
      {notices !== null && <ComplianceNotice notices={notices} tone="ageGate" />}
    </Card>
  );
}
