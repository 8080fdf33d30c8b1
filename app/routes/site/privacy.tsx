import { useTranslation } from 'react-i18next';
import { pageContext } from '../../features/content/page-context';
import { pageBodyClass, PageTitle, TitledTexts } from '../../features/content/section';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/privacy';

const SECTIONS = ['collect', 'use', 'share', 'keep', 'rights', 'cookies', 'contact'] as const;

export async function loader(args: Route.LoaderArgs) {
  const { services, t } = await pageContext(args);
  const site = await services.content.site();
  return { seo: { title: t('site:privacy.title'), description: t('site:privacy.lead') }, email: site.email };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation('site');
  return (
    <main id="main">
      <PageTitle title={t('privacy.title')} lead={t('privacy.lead')} />
      <div className={`${pageBodyClass('text')} space-y-8`}>
        <TitledTexts idPrefix="privacy" textClass="mt-2 leading-relaxed" items={SECTIONS.map((k) => ({ key: k, title: t(`privacy.${k}.title`), text: t(`privacy.${k}.text`, { email: d.email }) }))} />
      </div>
    </main>
  );
}
