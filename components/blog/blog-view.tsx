import { categoriesInUse, categoryBySlug, categoryPage, listPage } from '@/content/entries/blog'
import { blogLabels } from '@/content/texts/entry-labels'
import type { BlogContent } from '@/content/schemas/page-schemas'
import { pages } from '@/content/registry/pages'
import { routeOf } from '@/content/registry/routes'

import type { ViewSettings } from '../view'
import { BlogListPage } from './blog-list-page'

/** Which list a page of the blog shows: the blog's own, or a category's, and which page of it. */
export type ListAt = { page: number; category?: string }

/** The opening of a page of the list: the blog's copy on its first page, the page's name after. */
function intro(blog: BlogContent, { page, category }: ListAt) {
  if (category)
    return {
      eyebrow: blogLabels.pageTitle,
      title: pages.categoryPage.heading(`${category}/${page}`),
      description: categoryBySlug(category).description,
    }
  return page === 1 ? blog.hero : { ...blog.hero, title: pages.blogPage.heading(String(page)) }
}

/**
 * A page of the blog's list (`/blog/`, `/blog/pagina/<n>/`) or of a category's
 * (`/blog/categoria/<slug>/…`), from the blog's copy. The editor's preview lists no posts
 * and offers every category of the copy being edited.
 */
export const blogView = (blog: BlogContent, settings: ViewSettings, at: ListAt = { page: 1 }) => (
  <BlogListPage
    intro={intro(blog, at)}
    categories={settings.preview ? blog.categories : categoriesInUse()}
    current={at.category}
    list={at.category ? categoryPage(at.category, at.page) : listPage(at.page)}
    listRoute={at.category ? routeOf(pages.category.route, at.category) : pages.blog.route}
  />
)
