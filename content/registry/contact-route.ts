/**
 * The contact page's address, as the page registry declares it (`pages.contact`): kept in a
 * module of its own so that the Worker (worker/), which sends a visitor without scripts
 * back to it, can read it without the registry and the disk reads behind it.
 */
export const contactRoute = '/contato/'
