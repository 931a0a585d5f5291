import { postCrumbs, relatedPosts } from '@/content/entries/blog'
import { pageContent } from '@/content/registry/page-content'
import { scheduledHrefs } from '@/content/registry/links'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'

import type { View } from '../view'
import { PostPage } from './post-page'

/** A post's page, with the posts beside it and its share links to its own address. */
export const postView: View<'post'> = (post, { siteUrl }) => (
  <PostPage
    post={post}
    blog={pageContent('blog')}
    related={relatedPosts(post)}
    crumbs={postCrumbs(post)}
    url={`${siteUrl}${routeOf(pages.post.route, post.slug)}`}
    scheduled={scheduledHrefs()}
  />
)
