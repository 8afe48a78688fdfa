/**
 * Permission View — the browser's notification permission: what it is now, a button that asks
 * for it, and, when it is blocked, how to allow it again in the browser's site settings (a page
 * cannot ask twice once the shopper said no).
 */
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import * as S from '../parts/notifications.styles';
import type { PermissionState, PermissionViewProps } from '../types';

const STATE_TEXT: Record<PermissionState, string> = {
  default: 'Not asked yet',
  granted: 'Allowed',
  denied: 'Blocked',
  unsupported: 'Not supported',
  unknown: '',
};

export function PermissionView({ permission, asking, onAsk }: PermissionViewProps) {
  return (
    <S.Panel aria-labelledby="permission-notifications">
      <h2 id="permission-notifications">Browser notifications</h2>
      <p>
        We use them to remind you of a cart you left behind and to tell you when an order is ready.
        You can change this at any time.
      </p>
      <p>
        Status:{' '}
        {permission === 'unknown' ? (
          <Skeleton width={96} height={24} shape="pill" />
        ) : (
          <S.StatePill data-state={permission}>{STATE_TEXT[permission]}</S.StatePill>
        )}
      </p>
      {permission === 'default' && (
        <Button onClick={onAsk} disabled={asking}>
          {asking ? 'Waiting for your answer…' : 'Allow notifications'}
        </Button>
      )}
      {permission === 'granted' && <p>You will get our notifications in this browser.</p>}
      {permission === 'denied' && (
        <div role="note">
          <p>Notifications are blocked for this site. To allow them again:</p>
          <ol>
            <li>Open the site settings from the icon left of the address bar.</li>
            <li>Set Notifications to Allow.</li>
            <li>Reload this page.</li>
          </ol>
        </div>
      )}
      {permission === 'unsupported' && (
        <p>
          This browser cannot show notifications. Try an up-to-date Chrome, Edge, Firefox or Safari.
        </p>
      )}
    </S.Panel>
  );
}
