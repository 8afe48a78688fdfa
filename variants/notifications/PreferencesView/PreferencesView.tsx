/**
 * Preferences View — groups of switches with one Save button: what the shopper wants to be
 * notified about (/notification-settings) and the deal alerts they follow by category and brand
 * (/deals-alert). Long groups use two columns from tablet up.
 */
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { OrdersNotice } from '../../orders/parts/OrdersNotice';
import * as S from '../parts/notifications.styles';
import type { PreferencesViewProps } from '../types';

const LONG_GROUP = 6;

function PreferencesSkeleton() {
  return (
    <div role="status">
      <VisuallyHidden>Loading your settings</VisuallyHidden>
      <S.Group as="div" aria-hidden="true">
        <Skeleton width={160} height={20} />
        {Array.from({ length: 4 }, (_, index) => (
          <S.Option as="div" key={index}>
            <Skeleton width={20} height={20} />
            <Skeleton width="60%" height={20} />
          </S.Option>
        ))}
      </S.Group>
    </div>
  );
}

export function PreferencesView(props: PreferencesViewProps) {
  const { status, groups } = props;
  if (status === 'guest') {
    return (
      <OrdersNotice
        kind="guest"
        message="Sign in to choose your notifications."
        shopHref="/"
        onSignIn={props.onSignIn}
      />
    );
  }
  if (status === 'loading') return <PreferencesSkeleton />;
  if (status === 'error') {
    return (
      <OrdersNotice
        kind="error"
        message={props.errorMessage}
        shopHref="/"
        onSignIn={props.onSignIn}
      />
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave();
      }}
    >
      {groups.map((group) => (
        <S.Group key={group.id}>
          <legend>{group.title}</legend>
          {group.options.length === 0 ? (
            <p>{props.emptyGroupText}</p>
          ) : (
            <S.Options data-columns={group.options.length >= LONG_GROUP ? '2' : '1'}>
              {group.options.map((option) => (
                <S.Option key={option.id}>
                  <input
                    type="checkbox"
                    checked={option.checked}
                    onChange={(event) => props.onToggle(group.id, option.id, event.target.checked)}
                  />
                  <span>
                    {option.label}
                    {option.hint !== '' && <small>{option.hint}</small>}
                  </span>
                </S.Option>
              ))}
            </S.Options>
          )}
        </S.Group>
      ))}
      <S.Actions>
        <Button type="submit" disabled={props.saving}>
          {props.saving ? 'Saving…' : props.saveLabel}
        </Button>
      </S.Actions>
    </form>
  );
}
