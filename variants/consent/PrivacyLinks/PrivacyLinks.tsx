/**
 * Privacy links — the footer's privacy controls in a slim row under any footer design: "Cookie
 * settings" reopens the consent banner, and, where the retailer shows it, "Do not sell or share
 * my personal information" goes to their opt-out page (or, without one, opens the banner too).
 */
import { Link } from 'react-router';
import { cssVars } from '../../../ui/cssVars';
import { classifyHref } from '../../../ui/links/classifyHref';
import type { DoNotSellLink, PrivacyLinksProps } from '../types';
import * as S from './PrivacyLinks.styles';

/** The footer's own defaults (GeneralSettingsComponentUiData): the row matches an unstyled footer. */
const DEFAULT_BACKGROUND = '#101418';
const DEFAULT_COLOR = '#e8eae6';

/** The row's landmark name, as screen readers list it. */
export const PRIVACY_CHOICES = 'Privacy choices';

export function PrivacyLinks({
  settingsLabel,
  doNotSell,
  onOpenSettings,
  background = DEFAULT_BACKGROUND,
  color = DEFAULT_COLOR,
}: PrivacyLinksProps) {
  return (
    // A landmark of its own: it sits under whichever footer design the site uses.
    <S.Band
      aria-label={PRIVACY_CHOICES}
      style={cssVars({ '--privacy-bg': background, '--privacy-fg': color })}
    >
      <S.Items>
        <li>
          <S.ControlButton type="button" onClick={onOpenSettings}>
            {settingsLabel}
          </S.ControlButton>
        </li>
        {doNotSell && (
          <li>
            <DoNotSell {...doNotSell} onOpenSettings={onOpenSettings} />
          </li>
        )}
      </S.Items>
    </S.Band>
  );
}

/** A site path through the router; another site's page as a plain link (same tab: an opt-out
 * form is part of this visit); no usable URL (empty, javascript:, …) opens the banner instead. */
function DoNotSell({
  label,
  href = '',
  onOpenSettings,
}: DoNotSellLink & Pick<PrivacyLinksProps, 'onOpenSettings'>) {
  const target = classifyHref(href);
  if (target === null) {
    return (
      <S.ControlButton type="button" onClick={onOpenSettings}>
        {label}
      </S.ControlButton>
    );
  }
  if (target.kind === 'internal') {
    return (
      <S.ControlAnchor as={Link} to={target.href}>
        {label}
      </S.ControlAnchor>
    );
  }
  return <S.ControlAnchor href={target.href}>{label}</S.ControlAnchor>;
}
