import { workerRoutes } from '@/lib/worker-routes'

import { deliveryStatus, receiveMessage } from './contact'
import { runSchedule } from './delivery'
import type { WorkerEnv } from './env'
import { signIn, signInCallback } from './sign-in'

/**
 * The site's Worker on Cloudflare. The host serves out/ as static assets and runs this
 * only for the addresses under `/api/` (wrangler.jsonc's `run_worker_first`): the contact
 * form's endpoint and its status, and the editor's sign-in with GitHub. Each scheduled run
 * forwards the messages the automation has not taken yet (worker/README.md).
 */
export default {
  async fetch(request, env, ctx) {
    switch (new URL(request.url).pathname) {
      case workerRoutes.contact:
        return receiveMessage(request, env, ctx)
      case workerRoutes.contactStatus:
        return deliveryStatus(request, env)
      case workerRoutes.signIn:
        return signIn(request, env)
      case workerRoutes.signInCallback:
        return signInCallback(request, env)
      default:
        // Any other address under /api/ is a file that does not exist: the site's 404 page.
        return env.ASSETS.fetch(request)
    }
  },

  async scheduled(controller, env) {
    const outcome = await runSchedule(env, controller.scheduledTime)
    if (outcome.delivered + outcome.failed + outcome.forgotten > 0) console.log(outcome)
  },
} satisfies ExportedHandler<WorkerEnv>
