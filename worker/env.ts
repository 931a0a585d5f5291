/**
 * What the Worker is given: its bindings from wrangler.jsonc (`Env`, whose types
 * `wrangler types` writes), and the variables and secrets the publish workflow sets.
 */
export type WorkerEnv = Env & {
  /**
   * Where each message is forwarded: the company's automation (n8n, Make, Zapier…), a
   * variable. Unset, messages are kept and retried until it is set.
   */
  CONTACT_AUTOMATION_URL?: string
  /**
   * After how many minutes a message the automation has not taken counts as late, which
   * the watch reports to the staff: 60 unless set.
   */
  CONTACT_LATE_AFTER_MINUTES?: string
  /**
   * `1` in the preview's Worker (wrangler.jsonc's `previa` environment): it forwards only
   * the messages it took in itself, and the site's Worker the rest.
   */
  SITE_PREVIEW?: string
  /** The GitHub OAuth App that signs the editor's staff in: its client id, a secret. */
  GITHUB_CLIENT_ID?: string
  /** …and its client secret, a secret. */
  GITHUB_CLIENT_SECRET?: string
  /** GitHub's web address for the sign-in, `https://github.com` unless a test sets a stand-in. */
  GITHUB_OAUTH_URL?: string
}
