/**
 * Compliance Notice — the dispensary's licence line and the state's warnings, each warning its own
 * paragraph, as regulators ask beside advertising. In a footer it is a region named "Legal
 * notices", the one a page has; elsewhere it is small print inside what it stands beside (the age
 * gate's card, a popup, an ad), since a second landmark of the same name would be ambiguous.
 */
import { COMPLIANCE_TEXT } from '../texts';
import type { ComplianceNoticeProps } from '../types';
import { unbreakableRuns } from '../unbreakable';
import * as S from './ComplianceNotice.styles';

/** The text with its phone and licence numbers kept on one line each. */
function Runs({ text }: { text: string }) {
  return unbreakableRuns(text).map((run, index) =>
    run.keepWhole ? <S.Whole key={index}>{run.text}</S.Whole> : run.text,
  );
}

export function ComplianceNotice({ notices, tone, className }: ComplianceNoticeProps) {
  const { license, warnings } = notices;
  const region = tone === 'footer';
  return (
    <S.Notice
      as={region ? 'section' : 'div'}
      aria-label={region ? COMPLIANCE_TEXT.region : undefined}
      className={className}
      data-compliance-notice={tone}
    >
      {license !== null && (
        <S.License>
          <Runs text={license} />
        </S.License>
      )}
      {warnings.map((warning, index) => (
        // The same warning may be listed twice; its place keeps the keys apart.
        <S.Warning key={`${index}:${warning}`}>
          <Runs text={warning} />
        </S.Warning>
      ))}
    </S.Notice>
  );
}
