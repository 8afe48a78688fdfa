import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './Modal';

const Modal = lazy(() => import('./Modal').then((module) => ({ default: module.Modal })));

/**
 * A Modal whose code comes with its first opening, for dialogs most visits never show (the store
 * closed notice, sign-in required, the abandoned cart): until then it renders nothing, on the
 * server and in the browser alike. Once opened it stays mounted, so closing returns focus as a
 * Modal does.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
