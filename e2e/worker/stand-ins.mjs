// What the e2e suite's Worker is given in place of the real services, read by its server
// (serve.mjs) and by the specs that check what reached them.

export const standIns = {
  /** How the stand-in automation refuses a post it was told to refuse. */
  automation: { refusalStatus: 503 },
  /** The OAuth App the stand-in of GitHub knows, and the token it hands out. */
  github: {
    clientId: 'e2e-client-id',
    clientSecret: 'e2e-client-secret',
    token: 'gho_e2eStandInToken',
  },
}
