/** A post as a file of content/blog/: its slug (the file's name) and its text. */
export type PostFile = { slug: string; text: string }

/** `count` posts made from the real ones (tools/lib/scale-posts.mjs). */
export declare function scalePosts(realPosts: readonly PostFile[], count: number): PostFile[]
