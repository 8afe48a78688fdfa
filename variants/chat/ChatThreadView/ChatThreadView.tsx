/**
 * Chat Thread View — one conversation: a bar with the store, messages grouped under chat-style
 * day labels (yours on the right), and a composer that stays at the bottom. A message on its way
 * reads "Sending…"; a failed one says why and offers "Retry". Enter sends, Shift+Enter breaks
 * the line. New messages are announced (a polite log) and scrolled into view.
 */
import { Fragment, useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/Button';
import { ArrowLeftIcon } from '../../../ui/Icon';
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Avatar, initial } from '../ConversationList/ConversationList';
import { ChatNotice } from '../parts/ChatNotice';
import type { ChatBubbleData, ChatThreadViewProps } from '../types';
import * as S from './ChatThreadView.styles';

function BubbleView({ bubble, onRetry }: { bubble: ChatBubbleData; onRetry(key: string): void }) {
  return (
    <S.Bubble data-mine={bubble.mine} data-status={bubble.status}>
      <VisuallyHidden>{bubble.mine ? 'You:' : 'Store:'}</VisuallyHidden>
      <S.BubbleText>{bubble.text}</S.BubbleText>
      <S.Meta>
        {bubble.status === 'sending' && <span>Sending…</span>}
        {bubble.status === 'failed' && (
          <>
            <span>Not sent. {bubble.error}</span>
            <Button variant="secondary" size="sm" onClick={() => onRetry(bubble.key)}>
              Retry
            </Button>
          </>
        )}
        {bubble.status === 'delivered' && <time dateTime={bubble.dateTime}>{bubble.time}</time>}
      </S.Meta>
    </S.Bubble>
  );
}

function ThreadSkeleton() {
  return (
    <S.Log role="status">
      <VisuallyHidden>Loading messages</VisuallyHidden>
      {[60, 45, 70, 40].map((width, index) => (
        <S.Bubble key={index} data-mine={index % 2 === 1} aria-hidden="true">
          <Skeleton width={`${width * 4}px`} height={40} shape="block" />
        </S.Bubble>
      ))}
    </S.Log>
  );
}

export function ChatThreadView(props: ChatThreadViewProps) {
  const { status, days } = props;
  const endRef = useRef<HTMLDivElement>(null);
  const count = days.reduce((sum, day) => sum + day.bubbles.length, 0);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (
    status === 'guest' ||
    status === 'unavailable' ||
    status === 'error' ||
    status === 'notFound'
  ) {
    return (
      <ChatNotice
        status={status}
        message={props.errorMessage}
        onSignIn={props.onSignIn}
        onRetry={props.onReload}
      />
    );
  }

  const send = () => {
    if (props.canSend) props.onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <S.Panel aria-labelledby="chat-store">
      <S.Bar>
        <S.Back to={props.backHref} aria-label="All conversations">
          <ArrowLeftIcon size={22} aria-hidden="true" />
        </S.Back>
        <Avatar aria-hidden="true">{initial(props.storeName)}</Avatar>
        <h1 id="chat-store">{props.storeName || 'Chat with Retailer'}</h1>
      </S.Bar>
      {status === 'loading' ? (
        <ThreadSkeleton />
      ) : (
        <S.Log role="log" aria-label="Messages" aria-live="polite">
          {days.length === 0 && <S.Empty>Say hello: the store answers here.</S.Empty>}
          {days.map((day, index) => (
            <Fragment key={`${day.label}-${index}`}>
              <S.Day>{day.label}</S.Day>
              {day.bubbles.map((bubble) => (
                <BubbleView key={bubble.key} bubble={bubble} onRetry={props.onRetry} />
              ))}
            </Fragment>
          ))}
          <S.LogEnd ref={endRef} />
        </S.Log>
      )}
      <S.Composer
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor="chat-draft">
          <VisuallyHidden>Message</VisuallyHidden>
        </label>
        <textarea
          id="chat-draft"
          rows={1}
          placeholder="Write a message"
          value={props.draft}
          onChange={(event) => props.onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={status === 'loading'}
        />
        <Button type="submit" disabled={!props.canSend || status === 'loading'}>
          Send
        </Button>
      </S.Composer>
    </S.Panel>
  );
}
