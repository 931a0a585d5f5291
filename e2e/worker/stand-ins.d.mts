/** What the e2e suite's Worker is given in place of the real services (stand-ins.mjs). */
export declare const standIns: {
  /** How the stand-in automation refuses a post it was told to refuse. */
  readonly automation: { refusalStatus: number }
  /** The OAuth App the stand-in of GitHub knows, and the token it hands out. */
  readonly github: { clientId: string; clientSecret: string; token: string }
}
