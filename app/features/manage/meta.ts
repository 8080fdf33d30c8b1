import type { MetaDescriptor } from 'react-router';

/** Back-office page meta: the screen's title and no indexing (robots.txt also disallows /manage). */
export function manageMeta(title: string | undefined): MetaDescriptor[] {
  return [{ title: title ? `${title} · Aloha` : 'Aloha' }, { name: 'robots', content: 'noindex, nofollow' }];
}
