/**
 * What a dispensary shopper compares after the price: potency, effects, the terpene profile and
 * the lab result behind them, below the product's details. Two columns from tablet that line up
 * with the product's picture and details above (quick facts left, the detail right); one on
 * phones. Each part shows only with its data, and the block renders nothing without any.
 */
import { EffectsSection } from '../parts/EffectsSection';
import { LabResultSection } from '../parts/LabResultSection';
import { PotencySection } from '../parts/PotencySection';
import { TerpenesSection } from '../parts/TerpenesSection';
import type { ProductScienceProps } from '../types';
import * as S from './ProductScience.styles';

export function ProductScience({ potency, terpenes, effects, labResult }: ProductScienceProps) {
  const glance = potency !== null || effects.length > 0;
  const detail = terpenes.length > 0 || labResult !== null;
  if (!glance && !detail) return null;
  return (
    <S.Science>
      {glance && (
        <S.Column>
          {potency !== null && <PotencySection potency={potency} />}
          {effects.length > 0 && <EffectsSection effects={effects} />}
        </S.Column>
      )}
      {detail && (
        <S.Column>
          {terpenes.length > 0 && <TerpenesSection terpenes={terpenes} />}
          {labResult !== null && <LabResultSection labResult={labResult} />}
        </S.Column>
      )}
    </S.Science>
  );
}
