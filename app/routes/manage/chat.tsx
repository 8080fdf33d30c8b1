import { type ShouldRevalidateFunctionArgs } from 'react-router';
import { can, canAny } from '../../../common/permissions';
import { ManageChat } from '../../features/chat/manage-chat';
import { ManageErrorBoundary } from '../../features/manage/error-boundary';
import { ScreenHeader } from '../../components/list/list-controls';
import { manageContext } from '../../features/manage/manage-loader';
import { manageMeta } from '../../features/manage/meta';
import type { Route } from './+types/chat';

/** manage/chat?roomId= — customer-service chat for staff with CHAT_VIEW or CHAT_EDIT (writing needs CHAT_EDIT). */
export async function loader(args: Route.LoaderArgs) {
  const { actor, t } = await manageContext(args, (p) => canAny(p, 'CHAT', 'VIEW,EDIT'));
  return { title: t('chat:manage.title'), lead: t('chat:manage.lead'), userId: actor.id, canEdit: can(actor.permissions, 'CHAT_EDIT') };
}

export const meta: Route.MetaFunction = ({ data }) => manageMeta(data?.title);

/** Choosing a room changes only ?roomId=: the screen is live and needs no new loader data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('lng') === nextUrl.searchParams.get('lng') ? false : defaultShouldRevalidate;
}

export default function ManageChatScreen({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <ScreenHeader title={d.title} lead={d.lead} />
      <ManageChat userId={d.userId} canEdit={d.canEdit} />
    </>
  );
}

export function ErrorBoundary() {
  return <ManageErrorBoundary />;
}
