import { useMemo } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { noindex, requireSignedIn } from '../../features/account/session';
import { contextFromQuery, MemberChat } from '../../features/chat/member-chat';
import { pageContext } from '../../features/content/page-context';
import type { RouteHandle } from '../../features/shell/layout-settings';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/chat';

/** /chat?roomId=&<context fields> — the member's customer-service chat (spec §2); it loads in the browser. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireSignedIn(args);
  const { t } = await pageContext(args);
  return { userId: user.id, seo: { title: t('chat:member.title') } };
}

export const meta: Route.MetaFunction = (args) => noindex(pageMeta(args.data?.seo, args));

/** The conversation fills the screen: no footer, tab bar or floating contact button over the composer. */
export const handle: RouteHandle = { layout: { hasFooter: false, hasFooterBar: false, hasContactButton: false } };

/** The query string is read once; the conversation is live after that. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const query = useMemo(() => contextFromQuery(params), [params]);
  return (
    <main id="main">
      <MemberChat key={`${query.roomId}:${JSON.stringify(query.data)}`} userId={loaderData.userId} query={query} />
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
