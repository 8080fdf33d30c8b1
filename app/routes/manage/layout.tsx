import { Outlet, useRouteLoaderData } from 'react-router';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ManageShell } from '../../features/manage/manage-shell';
import { manageContext } from '../../features/manage/manage-loader';
import type { RootData } from '../../root';
import type { Route } from './+types/layout';

/** Every /manage screen: a visitor goes to /login?redirect=…, a non-staff user gets the 403 page. */
export async function loader(args: Route.LoaderArgs) {
  const { actor } = await manageContext(args);
  return {
    id: actor.id,
    name: actor.member?.nickname ?? actor.account ?? actor.phone ?? '',
    permissions: actor.permissions,
  };
}

export default function ManageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ManageShell name={loaderData.name} permissions={loaderData.permissions}>
      <Outlet />
    </ManageShell>
  );
}

/** The layout's own failure (a member's session: 403) keeps the top bar, without the section tree. */
export function ErrorBoundary() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const user = root?.user;
  return (
    <ManageShell name={user?.member?.nickname ?? user?.account ?? user?.phone ?? ''}>
      <ManageErrorBoundary />
    </ManageShell>
  );
}
