import { Link } from 'react-router';
import styled from 'styled-components';
import { NoticeBox as Box } from '../../../ui/Notice';
import { Button, buttonStyles } from '../../../ui/Button';
import type { ChatNoticeProps } from '../types';

const Action = styled(Link)`
  ${buttonStyles}
`;

/** Guests, chat switched off, a failed load and an unknown conversation: one calm notice. */
export function ChatNotice({ status, message, onSignIn, onRetry }: ChatNoticeProps) {
  if (status === 'guest') {
    return (
      <Box>
        <h2>Sign in to chat with a store</h2>
        <p>Your conversations with our stores are kept with your account.</p>
        <Button onClick={onSignIn}>Sign In</Button>
      </Box>
    );
  }
  if (status === 'unavailable') {
    return (
      <Box>
        <h2>Chat with Retailer is not available</h2>
        <p>
          This store does not offer chat at the moment. Our contact page lists other ways to reach
          us.
        </p>
        <Action to="/contact" data-variant="primary" data-size="md">
          Contact Us
        </Action>
      </Box>
    );
  }
  if (status === 'notFound') {
    return (
      <Box>
        <h2>We couldn’t find this conversation</h2>
        <p>It may have been closed. Your other conversations are in the list.</p>
        <Action to="/chat-with-retailer" data-variant="primary" data-size="md">
          All conversations
        </Action>
      </Box>
    );
  }
  return (
    <Box role="alert">
      <h2>We couldn’t load your messages</h2>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}
