import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { StoreIcon } from '../../ui/Icon/StoreIcon';
import { useChooseStorePrompt } from '../viewmodels/storeSelection/useChooseStorePrompt';

/** Spec 4.5 gives no wording; these name what the shopper gains by choosing. */
export const CHOOSE_STORE_TEXT = {
  title: 'Choose your store',
  body: 'Menus, prices and deals differ from store to store. Pick yours to start shopping.',
  choose: 'Select a Store',
  dismiss: 'Not now',
} as const;

const Card = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  /* Clears the mobile sticky footer (64 px) and the phone's home indicator. */
  bottom: calc(76px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.z.prompt};
  /* One question at a time along the bottom: the consent banner (variants/consent) asks first. */
  html[data-consent-asking] & {
    display: none;
  }
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.ink};

  ${({ theme }) => theme.media.tablet} {
    left: auto;
    right: ${({ theme }) => theme.space.xl};
    width: 380px;
  }
  ${({ theme }) => theme.media.desktop} {
    bottom: ${({ theme }) => theme.space.xl};
  }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Body = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Spec 4.5: while no store is chosen (and the shopper has not opted for the default home page) a
 * prompt asks for one. Non-modal on purpose: the shopper may still browse the page behind it.
 */
export function ChooseStorePrompt() {
  const prompt = useChooseStorePrompt();
  const titleId = useId();
  if (!prompt.visible) return null;
  return (
    <Card aria-labelledby={titleId}>
      <Badge aria-hidden="true">
        <StoreIcon size={22} />
      </Badge>
      <div>
        <Title id={titleId}>{CHOOSE_STORE_TEXT.title}</Title>
        <Body>{CHOOSE_STORE_TEXT.body}</Body>
      </div>
      <Actions>
        <Button variant="ghost" size="sm" onClick={prompt.onDismiss}>
          {CHOOSE_STORE_TEXT.dismiss}
        </Button>
        <Button size="sm" onClick={prompt.onChoose}>
          {CHOOSE_STORE_TEXT.choose}
        </Button>
      </Actions>
    </Card>
  );
}
