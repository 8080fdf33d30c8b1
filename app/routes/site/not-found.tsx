import { data } from 'react-router';
import { NotFoundView } from '../../features/shell/not-found-view';
import { pageContext } from '../../features/content/page-context';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/not-found';

/** Any unknown path under a language: the 404 page with status 404. */
export async function loader(args: Route.LoaderArgs) {
  const { t } = await pageContext(args);
  return data({ seo: { title: t('notFound.title') } }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args.data?.seo, args), { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return <NotFoundView status={404} />;
}
