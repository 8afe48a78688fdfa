/** Request Your Information View — what the copy holds, one button, then the confirmation. */
import { Button } from '../../../ui/Button';
import { FieldStack, FormAlert } from '../../../ui/Form';
import * as S from '../parts/accountStyles';
import type { RequestInformationViewProps } from '../types';

export function RequestInformationView({
  email,
  submitting,
  serverError,
  confirmation,
  onRequest,
}: RequestInformationViewProps) {
  return (
    <S.Panel aria-labelledby="request-copy">
      <S.PanelTitle id="request-copy">A copy of your information</S.PanelTitle>
      <S.PanelText>
        We will gather your profile, orders, lists and preferences and e-mail the copy to{' '}
        <strong>{email}</strong>.
      </S.PanelText>
      <FieldStack>
        <FormAlert>{serverError}</FormAlert>
        <FormAlert tone="success">{confirmation}</FormAlert>
        {confirmation === null && (
          <div>
            <Button size="lg" onClick={onRequest} disabled={submitting} aria-busy={submitting}>
              Request a Copy
            </Button>
          </div>
        )}
      </FieldStack>
    </S.Panel>
  );
}
