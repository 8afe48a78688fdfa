import type { ComponentType, ReactNode } from 'react';
import type { DealCardDeal } from '../types';

type DealCopyProps = {
  deal: DealCardDeal;
  /** The id the card is labelled by (DealCardFrame's `nameId`). */
  nameId: string;
  Name: ComponentType<{ id: string; children: ReactNode }>;
  Description: ComponentType<{ children: ReactNode }>;
};

/** The deal's name, which names the card, and its description when the engine passes one (2.15). */
export function DealCopy({ deal, nameId, Name, Description }: DealCopyProps) {
  return (
    <>
      <Name id={nameId}>{deal.name}</Name>
      {deal.description !== null && <Description>{deal.description}</Description>}
    </>
  );
}
