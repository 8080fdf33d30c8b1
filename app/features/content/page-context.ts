import { data } from 'react-router';
import { pagePathOf, splitLocalePath } from '../../../common/i18n-config';
import { servicesContext } from '../../context';
import { plainPicture, type Picture } from '../../../common/picture';

interface Args {
  request: Request;
  context: { get: <T>(c: import('react-router').RouterContext<T>) => T };
}

/** What every page loader needs: the services, the URL's language and a translator for it. */
export async function pageContext({ request, context }: Args) {
  const services = context.get(servicesContext);
  const { lng } = splitLocalePath(pagePathOf(new URL(request.url)));
  const t = await services.i18n.fixedT(lng);
  return { services, lng, t };
}

/** Turns the domain's NOT_FOUND into the route's 404 (rendered by the not-found boundary). */
export async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if ((err as { code?: string }).code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw err;
  }
}

/**
 * The responsive pictures of the images a page shows, by path (one query, shared while the content
 * is unchanged): `const pic = await picturesFor(services, paths); pic(path)` → a Picture for LibraryImage.
 */
export async function picturesFor(services: { content: { pictures: (paths: string[]) => Promise<Record<string, Picture>> } }, paths: readonly string[]) {
  const found = await services.content.pictures([...new Set(paths)].sort());
  return (path: string): Picture => found[path] ?? plainPicture(path);
}
