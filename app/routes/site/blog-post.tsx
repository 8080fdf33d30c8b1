import { BlogArticle, blogArticleData } from '../../features/content/blog-article';
import { orNotFound, pageContext, picturesFor } from '../../features/content/page-context';
import { pageMeta } from '../../features/shell/seo';
import type { Route } from './+types/blog-post';

/** A public post in the page's language: 404 unless published, its time come, and written in that language. */
export async function loader(args: Route.LoaderArgs) {
  const { services, lng } = await pageContext(args);
  const found = await orNotFound(services.content.blogPost(args.params.slug, lng));
  const pic = await picturesFor(services, [found.cover]);
  const post = blogArticleData(found, lng, pic(found.cover));
  return {
    seo: {
      title: post.seoTitle,
      description: post.seoDescription,
      image: post.cover.src,
      keywords: post.hashtags.map((h) => h.name).join(', '),
      type: 'article',
      languages: post.languages,
      languageFallback: '/blog',
    },
    post,
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args.data?.seo, args);

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <main id="main">
      <BlogArticle post={post} />
    </main>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/shell/page-error-boundary';
