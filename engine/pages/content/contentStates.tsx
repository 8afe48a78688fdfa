import type { UseQueryResult } from '@tanstack/react-query';
import EmptyState from '../../../variants/catalogue/EmptyState';
import ErrorState from '../../../variants/catalogue/ErrorState';
import { errorMessage } from '../../api/errors';

export { isNotFound } from '../../api/notFound';

export function NotFoundNotice({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { label: string; href: string };
}) {
  return <EmptyState title={title} message={message} action={back} />;
}

/** The server's own message (spec 8) with "Try again". */
export function LoadError({ title, query }: { title: string; query: UseQueryResult<unknown> }) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      onRetry={() => void query.refetch()}
    />
  );
}
