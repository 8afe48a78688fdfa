import type { PopupTemplateProps, PopupThankYouContent } from '../types';
import { PopupEmailForm } from './PopupEmailForm';
import * as S from './PopupParts.styles';

type MainProps = Omit<
  PopupTemplateProps,
  'thankYou' | 'onClose' | 'onThankYouButton' | 'legalNotices'
> & {
  headingId: string;
};

/** The main view's words and form: heading, description, then the e-mail form or the button. */
export function PopupMainCopy({ content, headingId, ...form }: MainProps) {
  return (
    <>
      <S.Copy>
        <S.Heading id={headingId}>{content.heading}</S.Heading>
        {content.description !== '' && <S.Description>{content.description}</S.Description>}
      </S.Copy>
      <PopupEmailForm
        {...form}
        placeholder={content.emailPlaceholder}
        buttonName={content.buttonName}
        formEnabled={content.formEnabled}
      />
    </>
  );
}

/** The thank-you view's words: heading, description, the coupons line and the optional button. */
export function PopupThankYouCopy({
  thankYou,
  headingId,
  onThankYouButton,
}: {
  thankYou: PopupThankYouContent;
  headingId: string;
  onThankYouButton(): void;
}) {
  return (
    <>
      <S.Copy>
        <S.Heading id={headingId}>{thankYou.heading}</S.Heading>
        {thankYou.description !== '' && <S.Description>{thankYou.description}</S.Description>}
      </S.Copy>
      {thankYou.couponCodes !== null && (
        <S.Coupons>
          Your Coupons: <strong>{thankYou.couponCodes.join(', ')}</strong>
        </S.Coupons>
      )}
      {thankYou.buttonName !== null && (
        <S.Row>
          <S.Submit type="button" onClick={onThankYouButton}>
            {thankYou.buttonName}
          </S.Submit>
        </S.Row>
      )}
    </>
  );
}
