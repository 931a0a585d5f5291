import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { lastChanged } from './last-changed'

const now = new Date('2030-01-15T12:00:00Z')
let dir: string

/** Commits `file` with `content` on `date`, in the scratch repository. */
function commit(file: string, content: string, date: string) {
  writeFileSync(path.join(dir, file), content)
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env })
  git('add', file)
  git('-c', 'user.name=Site', '-c', 'user.email=site@example.com', 'commit', '-qm', file)
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'last-changed-'))
  execFileSync('git', ['init', '-q'], { cwd: dir })
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test('is the last commit of the files named, not of others', () => {
  commit('privacy.json', '{}', '2026-03-10T10:00:00Z')
  commit('testimonials.json', '{}', '2026-06-01T10:00:00Z')
  expect(lastChanged(['privacy.json'], now, dir)).toEqual(new Date('2026-03-10T10:00:00Z'))
  commit('company.json', '{}', '2026-04-02T10:00:00Z')
  expect(lastChanged(['privacy.json', 'company.json'], now, dir)).toEqual(
    new Date('2026-04-02T10:00:00Z'),
  )
})

test('is now while a file has changes not committed, or outside a git checkout', () => {
  commit('privacy.json', '{}', '2026-03-10T10:00:00Z')
  writeFileSync(path.join(dir, 'privacy.json'), '{"changed":true}')
  expect(lastChanged(['privacy.json'], now, dir)).toBe(now)
  const plain = mkdtempSync(path.join(tmpdir(), 'not-git-'))
  expect(lastChanged(['privacy.json'], now, plain)).toBe(now)
  rmSync(plain, { recursive: true, force: true })
})
