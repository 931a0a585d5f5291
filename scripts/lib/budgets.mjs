// What every page must stay within (the scripts' guide, "Budgets"). JS sizes are gzip KB
// above the framework floor: a bare one-page export of the same Next.js version.

/** The most first-load JS `route` may carry, in gzip bytes, over a floor of `floorBytes`. */
export const jsLimitBytes = (route, floorBytes) => floorBytes + budgets.jsOverFloorKb(route) * 1024

export const budgets = {
  /** First-load JS above the floor, per page. */
  jsOverFloorKb: (route) => (route === '/contato/' ? 30 : 15),
  lcpMs: 1500,
  /**
   * The LCP of the home page, a post or a service's page over its twin without scripts
   * (`twinOf`), at most, in the same run.
   */
  lcpOverNoScript: 0.03,
  /**
   * How much a page's median TBT and LCP may grow over the baseline's, in the same run,
   * before a change that ranks past the noise counts (`compareRuns`): below this it is
   * real but too small for a visitor to notice.
   */
  overBaseline: { tbtMs: 25, lcpShare: 0.02 },
  tbtMs: 150,
  cls: 0.01,
  performance: 0.95,
  /** Accessibility, best practices and SEO scores. */
  quality: 1,
}
