import type { WorkerEnv } from './env'

// Placeholder until the sign-in lands.
export const signIn = (_request: Request, env: WorkerEnv) => env.ASSETS.fetch('http://x/404')
export const signInCallback = signIn
