import type { ReactNode } from 'react'

import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { ListPage } from '@/content/blog'
import type { BlogCategory, SectionIntro } from '@/content/page-schemas'

import { CategoryNav } from './category-nav'
import { Pagination } from './pagination'
import { PostCard } from './post-card'

type BlogListPageProps = {
  /** The page's opening: the blog's, or a category's. */
  intro: SectionIntro
  /** The categories with posts, and the one this page lists, if any. */
  categories: readonly BlogCategory[]
  current?: string
  list: Pick<ListPage, 'featured' | 'posts'> & Partial<Pick<ListPage, 'number' | 'count'>>
  /** What goes beside the categories: the search form. */
  search?: ReactNode
}

/**
 * A list of posts: the blog's pages (the first opens with the featured post) and each
 * category's page, with the categories to move between.
 */
export function BlogListPage({ intro, categories, current, list, search }: BlogListPageProps) {
  return (
    <>
      <PageHero intro={intro}>{search}</PageHero>
      <Section tone="muted">
        <div className="mb-10">
          <CategoryNav categories={categories} current={current} />
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
        {list.number && list.count && <Pagination number={list.number} count={list.count} />}
      </Section>
    </>
  )
}
