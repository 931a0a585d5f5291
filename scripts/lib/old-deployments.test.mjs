import { deleteOldDeployments, deployedId, deploymentsToDelete } from './old-deployments.mjs'

const deployment = (id, environment, day) => ({
  id,
  environment,
  created_on: `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`,
})

// A site live since the 10th, republished on the 20th, and previews before and after.
const history = [
  deployment('preview-1', 'preview', 5),
  deployment('site-1', 'production', 10),
  deployment('preview-2', 'preview', 15),
  deployment('site-2', 'production', 20),
  deployment('preview-3', 'preview', 25),
]
const ids = (deployments) => deployments.map(({ id }) => id)

describe('deploymentsToDelete', () => {
  test('after the site goes live, only its new deployment stays: the previews go', () => {
    const deployments = [...history, deployment('site-3', 'production', 28)]
    expect(ids(deploymentsToDelete({ deployments, target: 'site', current: 'site-3' }))).toEqual([
      'preview-1',
      'site-1',
      'preview-2',
      'site-2',
      'preview-3',
    ])
  })

  test('after a preview, the new preview and the live site stay', () => {
    const deployments = [...history, deployment('preview-4', 'preview', 28)]
    expect(
      ids(deploymentsToDelete({ deployments, target: 'preview', current: 'preview-4' })),
    ).toEqual(['preview-1', 'site-1', 'preview-2', 'preview-3'])
  })

  test('the deployment the project serves stays, even an older one after a rollback', () => {
    const deployments = [...history, deployment('preview-4', 'preview', 28)]
    const deleted = ids(
      deploymentsToDelete({
        deployments,
        target: 'preview',
        current: 'preview-4',
        canonical: 'site-1',
      }),
    )
    expect(deleted).not.toContain('site-1')
    expect(deleted).not.toContain('site-2')
    const afterLaunch = ids(
      deploymentsToDelete({
        deployments,
        target: 'site',
        current: 'preview-4',
        canonical: 'site-2',
      }),
    )
    expect(afterLaunch).not.toContain('site-2')
  })

  test('before launch, only the newest preview stays', () => {
    const deployments = history.filter(({ environment }) => environment === 'preview')
    expect(
      ids(deploymentsToDelete({ deployments, target: 'preview', current: 'preview-3' })),
    ).toEqual(['preview-1', 'preview-2'])
  })
})

/** A stand-in for Cloudflare's API over `deployments`, recording what was asked. */
function cloudflare(deployments, { refuse = [], listing = 200, canonical } = {}) {
  const asked = []
  const fetch = async (url, { method = 'GET' } = {}) => {
    asked.push(`${method} ${url}`)
    const { pathname, searchParams } = new URL(url)
    if (method === 'GET' && pathname.endsWith('/horizonte')) {
      return Response.json({ success: true, result: { canonical_deployment: { id: canonical } } })
    }
    if (method === 'GET') {
      const page = Number(searchParams.get('page'))
      const size = Number(searchParams.get('per_page'))
      const result = deployments.slice((page - 1) * size, page * size)
      return Response.json({ success: listing === 200, result }, { status: listing })
    }
    const id = pathname.split('/').at(-1)
    if (refuse.includes(id)) return new Response('{"success":false}', { status: 400 })
    return Response.json({ success: true, result: null })
  }
  return { fetch, asked }
}

const settings = { accountId: 'conta', project: 'horizonte', token: 'segredo' }

describe('deleteOldDeployments', () => {
  test('reads every page of the list and deletes the old ones, aliased ones too', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      deployment(`preview-${index}`, 'preview', 1 + (index % 28)),
    )
    const { fetch, asked } = cloudflare(many)
    const result = await deleteOldDeployments({
      ...settings,
      fetch,
      target: 'preview',
      current: 'preview-29',
    })
    expect(result.deleted).toHaveLength(29)
    expect(result.failed).toEqual([])
    expect(asked.filter((line) => line.startsWith('GET'))).toHaveLength(3)
    expect(asked).toContain(
      'DELETE https://api.cloudflare.com/client/v4/accounts/conta/pages/projects/horizonte/deployments/preview-0?force=true',
    )
  })

  test('never deletes the deployment the project serves, as Cloudflare names it', async () => {
    const { fetch, asked } = cloudflare(history, { canonical: 'site-1' })
    await deleteOldDeployments({ ...settings, fetch, target: 'preview', current: 'preview-3' })
    expect(asked.some((line) => line.includes('/deployments/site-1'))).toBe(false)
  })

  test('a deployment Cloudflare keeps is reported, and the others are still deleted', async () => {
    const { fetch } = cloudflare(history, { refuse: ['preview-2'] })
    const result = await deleteOldDeployments({
      ...settings,
      fetch,
      target: 'site',
      current: 'site-2',
    })
    expect(result.deleted).toEqual(['preview-1', 'site-1', 'preview-3'])
    expect(result.failed).toEqual([{ id: 'preview-2', answer: '400 {"success":false}' }])
  })

  test('a list it cannot read deletes nothing', async () => {
    const { fetch, asked } = cloudflare(history, { listing: 403 })
    await expect(
      deleteOldDeployments({ ...settings, fetch, target: 'site', current: 'site-2' }),
    ).rejects.toThrow('Reading the deployments failed: 403')
    expect(asked.some((line) => line.startsWith('DELETE'))).toBe(false)
  })
})

test('the deployment just made is the last wrangler reports', () => {
  const output = [
    '{"type":"wrangler-session","version":1}',
    '{"type":"pages-deploy-detailed","version":1,"deployment_id":"abc123","environment":"preview"}',
  ].join('\n')
  expect(deployedId(output)).toBe('abc123')
  expect(deployedId('')).toBeUndefined()
})
