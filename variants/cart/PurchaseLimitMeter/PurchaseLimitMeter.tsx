import { useId } from 'react';
import { cssVars } from '../../../ui/cssVars';
import type { PurchaseLimitMeterData, PurchaseLimitsData } from '../types';
import * as S from './PurchaseLimitMeter.styles';

/**
 * "Purchase limits": one bar per state limit the cart touches (the used amount against the limit,
 * red once over), with whose rule it is and its published source in small print. Shown in the cart
 * drawer and on the cart page of sites that turn purchaseLimitsCms on.
 */
export function PurchaseLimitMeter({ limits }: { limits: PurchaseLimitsData }) {
  const headingId = useId();
  return (
    <S.Group role="group" aria-labelledby={headingId}>
      <S.Heading id={headingId}>
        {limits.meters.length === 1 ? 'Purchase limit' : 'Purchase limits'}
      </S.Heading>
      <S.Meters>
        {limits.meters.map((meter) => (
          <Meter key={meter.id} meter={meter} />
        ))}
      </S.Meters>
      <S.FinePrint>{limits.finePrint}</S.FinePrint>
    </S.Group>
  );
}

function Meter({ meter }: { meter: PurchaseLimitMeterData }) {
  const labelId = useId();
  const share = meter.amount > 0 ? Math.min(1, meter.used / meter.amount) : 1;
  return (
    <li data-over={meter.over}>
      <S.Row>
        <span id={labelId}>{meter.label}</span>
        <S.Figure>{meter.text}</S.Figure>
      </S.Row>
      <S.Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={meter.amount}
        aria-valuenow={meter.used}
        aria-valuetext={meter.valueText}
        style={cssVars({ '--limit-share': String(share) })}
      />
      {meter.note !== null && <S.Note>{meter.note}</S.Note>}
    </li>
  );
}
