import { tmpdir } from 'node:os'
import path from 'node:path'

/** Where the admin project's copy of the working tree lives, for the backend on `port`. */
export const workingCopy = (port) => path.join(tmpdir(), `horizonte-admin-${port}`)
