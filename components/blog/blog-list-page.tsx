import { SearchForm } from '@/components/search/search-form'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { ListPage } from '@/content/entries/blog'
import type { BlogCategory, SectionIntro } from '@/content/schemas/page-schemas'

import { CategoryNav } from './category-nav'
import { Pagination } from './pagination'
import { PostCard } from './post-card'

type BlogListPageProps = {
  /** The page's opening: the blog's, or a category's. */
  intro: SectionIntro
  /** The categories with posts, and the one this page lists, if any. */
  categories: readonly BlogCategory[]
  current?: string
  list: ListPage
  /** The address of the list's first page (`/blog/`); the others are under its `pagina/`. */
  listRoute: string
}

/**
 * A list of posts: the blog's pages (the first opens with the featured post) and each
 * category's page, with the categories to move between.
 */
export function BlogListPage({ intro, categories, current, list, listRoute }: BlogListPageProps) {
  return (
    <>
      <PageHero intro={intro} />
      <Section tone="muted">
        <div className="mb-10 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <CategoryNav categories={categories} current={current} />
          <SearchForm className="w-full lg:max-w-sm" />
        </div>
        {list.featured && (
          <div className="mb-8">
            <PostCard post={list.featured} featured />
          </div>
        )}
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {list.posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
        <Pagination route={listRoute} number={list.number} count={list.count} />
      </Section>
    </>
  )
}
