/**
 * The one way the site reports what visitors do:
 * - `events.ts`: every event's name and data, and the placements each link click names;
 * - `track.ts`: `track()`, which sends an event with the page it happened on through
 *   @next/third-parties, loaded apart from the page's first load;
 * - `attributes.ts`: the attributes of tracked links, and how a click on one becomes its
 *   event (`TrackClicks` listens for those clicks).
 */
export * from './attributes'
export * from './events'
export { preloadTagManager, track } from './track'
