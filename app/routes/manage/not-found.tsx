import { data } from 'react-router';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { manageContext } from '../../features/manage/manage-loader';
import type { Route } from './+types/not-found';

/** A /manage path with no screen (yet): 404 inside the back-office frame. */
export async function loader(args: Route.LoaderArgs) {
  await manageContext(args);
  throw data(null, { status: 404 });
}

export default function ManageNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
