import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../errors/report-error';
import { StatusView } from './status-view';

/** A back-office screen's 403 (missing permission), 404 or failure, shown inside the back-office frame. */
export function ManageErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && (error.status === 403 || error.status === 404) ? error.status : 500;
  const notStaff = isRouteErrorResponse(error) && (error.data as { reason?: string } | null)?.reason === 'notStaff';
  useEffect(() => {
    if (status === 500) void reportError('render', error);
  }, [error, status]);
  return <StatusView status={status} notStaff={notStaff} />;
}
