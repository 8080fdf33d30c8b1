import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A post's hashtags, each a link to the blog filtered to it; the one being browsed is marked current. */
export function HashtagLinks({ tags, href, current, className = '' }: { tags: { key: string; name: string }[]; href: (key: string) => string; current?: string; className?: string }) {
  const { t } = useTranslation('site');
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t('blog.tags')} className={`flex flex-wrap gap-x-3 gap-y-1 ${className}`} data-testid="hashtags">
      {tags.map((h) => (
        <li key={h.key}>
          <Link
            to={href(h.key)}
            aria-current={h.key === current ? 'page' : undefined}
            className="rounded text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600 aria-[current=page]:font-semibold dark:text-emerald-300"
            data-testid="hashtag"
          >
            #{h.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
