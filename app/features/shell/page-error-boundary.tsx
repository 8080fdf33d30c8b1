import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../errors/report-error';
import { NotFoundView } from './not-found-view';

/** A page's 404 (unknown slug) or failure, rendered inside the site shell. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) void reportError('render', error);
  }, [error, notFound]);
  return <NotFoundView status={notFound ? 404 : 500} />;
}
